/// Finds the most interesting window of an image, the way libvips' `attention` smart crop does: edges and saturated
/// colour mark the subject, so the window with the most of both wins.
enum AttentionCrop {
    /// The offset along the long axis (in `image` pixels) of the best window of `windowLength` pixels.
    static func bestOffset(in image: PixelBuffer, windowLength: Double, horizontal: Bool) -> Double {
        // Work on a small copy: the energy's shape survives downscaling and the cost becomes negligible.
        let longSide = max(image.width, image.height)
        let factor = min(1, 96 / Double(longSide))
        let small = Resampler.resample(
            image,
            width: max(3, Int((Double(image.width) * factor).rounded())),
            height: max(3, Int((Double(image.height) * factor).rounded())),
            filter: .box
        )
        let energy = energyMap(small)
        let length = horizontal ? small.width : small.height
        var profile = [Double](repeating: 0, count: length)
        for y in 0..<small.height {
            for x in 0..<small.width {
                profile[horizontal ? x : y] += energy[y * small.width + x]
            }
        }
        let scale = Double(length) / Double(horizontal ? image.width : image.height)
        let window = max(1, min(length, Int((windowLength * scale).rounded())))
        var sum = profile[0..<window].reduce(0, +)
        var best = sum
        var bestStart = 0
        if window < length {
            for start in 1...(length - window) {
                sum += profile[start + window - 1] - profile[start - 1]
                if sum > best + 1e-9 {
                    best = sum
                    bestStart = start
                }
            }
        }
        let limit = Double(horizontal ? image.width : image.height) - windowLength
        return min(max(0, Double(bestStart) / scale), max(0, limit))
    }

    /// Per pixel: luminance gradient magnitude plus saturation.
    private static func energyMap(_ image: PixelBuffer) -> [Double] {
        let width = image.width
        let height = image.height
        var luma = [Double](repeating: 0, count: width * height)
        var saturation = [Double](repeating: 0, count: width * height)
        for index in 0..<(width * height) {
            let r = Double(image.pixels[index * 4])
            let g = Double(image.pixels[index * 4 + 1])
            let b = Double(image.pixels[index * 4 + 2])
            let a = Double(image.pixels[index * 4 + 3]) / 255
            luma[index] = (0.299 * r + 0.587 * g + 0.114 * b) * a
            saturation[index] = (max(r, g, b) - min(r, g, b)) * a
        }
        var energy = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let left = luma[y * width + max(0, x - 1)]
                let right = luma[y * width + min(width - 1, x + 1)]
                let up = luma[max(0, y - 1) * width + x]
                let down = luma[min(height - 1, y + 1) * width + x]
                energy[y * width + x] = abs(right - left) + abs(down - up) + 0.5 * saturation[y * width + x]
            }
        }
        return energy
    }
}
