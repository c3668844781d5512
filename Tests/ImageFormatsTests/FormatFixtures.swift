import Foundation
import ImagePipeline

/// The conformance set (made by `scripts/fixtures/formats/make.sh` with each format's own encoders) and the
/// reference decodes beside each file (`NAME.ref.png`).
enum FormatFixtures {
    static var root: URL {
        get throws {
            guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Fixtures"])
            }
            return url
        }
    }

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent(name))
    }

    /// The reference decoder's pixels for `name`, as RGBA8.
    static func reference(_ name: String) throws -> PixelBuffer {
        try ImageDecoders.PNG.decode(data(name + ".ref.png"), source: name + ".ref.png", limits: .init()).buffer
    }

    /// The mean and largest absolute difference over the samples of two same-sized RGBA8 images, counting colour
    /// only where either pixel is visible (a transparent pixel's colour is not seen); `premultiplied` weighs colour
    /// by alpha, as it is seen over a background (a lossy encoder spends nothing on nearly transparent colour).
    static func difference(
        _ pixels: [UInt8],
        _ reference: PixelBuffer,
        premultiplied: Bool = false
    ) -> (mean: Double, max: Int) {
        precondition(pixels.count == reference.pixels.count)
        var sum = 0
        var count = 0
        var largest = 0
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let visible = pixels[index + 3] > 0 || reference.pixels[index + 3] > 0
            for channel in (visible ? 0 : 3)..<4 {
                var ours = Int(pixels[index + channel])
                var theirs = Int(reference.pixels[index + channel])
                if premultiplied, channel < 3 {
                    ours = ours * Int(pixels[index + 3]) / 255
                    theirs = theirs * Int(reference.pixels[index + 3]) / 255
                }
                let delta = abs(ours - theirs)
                sum += delta
                count += 1
                largest = max(largest, delta)
            }
        }
        return (Double(sum) / Double(max(1, count)), largest)
    }
}
