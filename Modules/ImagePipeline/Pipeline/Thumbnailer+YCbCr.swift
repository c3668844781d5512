import CTurboJPEG
import Foundation

extension Thumbnailer {
    /// The JPEG-to-JPEG path: decode to Y, Cb and Cr planes, resample each at its own resolution, encode the planes.
    /// It skips chroma upsampling, colour conversion both ways and chroma downsampling, and resamples a 4:2:0 image
    /// as 1.5 samples per pixel instead of 4. Nil when the request needs the RGBA path: a source that is not YCbCr,
    /// an attention crop, or a letterboxed `contain`.
    static func renderYCbCr(
        _ data: Data,
        source: String,
        recipe: ImageRecipe,
        limits: ImageDecoders.Limits,
        shrinkHeadroom: Double
    ) throws(ImagePipelineError) -> Thumbnail? {
        guard recipe.outputFormat(for: .jpeg) == .jpeg, recipe.fit != .cover || recipe.crop == .centre else {
            return nil
        }
        try recipe.validate()
        try ImageDecoders.checkFileSize(data, limits: limits, source: source)
        // One handle reads the header and decodes; a source without YCbCr planes is turned away before any work.
        let handle = try TurboJPEGHandle.decompressor(source: source)
        let header = try ImageDecoders.JPEG.header(of: data, source: source, handle: handle)
        guard ImageDecoders.JPEG.hasYCbCrPlanes(header),
            ImageDecoders.ColorStage.transform(for: data, format: .jpeg, colorType: header.info.colorType) == nil
        else { return nil }
        var info = header.info
        // A profile left unconverted (sRGB, or one that cannot be used) is still reported with the thumbnail.
        info.colorProfile = ImageDecoders.ColorStage.summary(of: data, format: .jpeg, colorType: info.colorType)
        let upright = info.orientedSize
        let plan = Plan(recipe: recipe, width: Double(upright.width), height: Double(upright.height))
        guard recipe.fit != .contain || (plan.outputWidth == recipe.width && plan.outputHeight == recipe.height)
        else { return nil }
        let minimumScale = min(1, plan.requiredScale * shrinkHeadroom)
        let minimumSize = (width: Double(info.width) * minimumScale, height: Double(info.height) * minimumScale)
        let image = try ImageDecoders.JPEG.decodePlanes(
            data,
            source: source,
            header: header,
            handle: handle,
            limits: limits,
            minimumSize: minimumSize
        )

        // Resample in stored orientation (turning the region instead of the big planes), then orient the small result.
        let orientation = info.orientation
        let stored = orientation.storedRect(
            for: plan.region,
            uprightWidth: upright.width,
            uprightHeight: upright.height
        )
        let (width, height) =
            orientation.swapsDimensions
            ? (plan.outputHeight, plan.outputWidth) : (plan.outputWidth, plan.outputHeight)
        let lumaRegion = PixelRect(
            x: stored.x * image.scale,
            y: stored.y * image.scale,
            width: stored.width * image.scale,
            height: stored.height * image.scale
        )
        let sampling = Int32(recipe.subsampling.turboJPEG.rawValue)
        let factor = recipe.subsampling.factor
        let chromaWidth = Int(tjPlaneWidth(1, Int32(width), sampling))
        let chromaHeight = Int(tjPlaneHeight(1, Int32(height), sampling))
        // An output chroma sample covers `factor` output pixels, so an odd-sized output's last chroma sample overhangs
        // it by one. Where orientation will reverse a stored axis, that overhang must sit at the start instead, or the
        // chroma grid would land half a sample off the upright luma grid.
        let overhangX = Double(chromaWidth * factor - width) * lumaRegion.width / Double(width)
        let overhangY = Double(chromaHeight * factor - height) * lumaRegion.height / Double(height)
        let chromaRegion = PixelRect(
            x: (lumaRegion.x - (orientation.reversesStoredX ? overhangX : 0)) / Double(image.chromaFactor.x),
            y: (lumaRegion.y - (orientation.reversesStoredY ? overhangY : 0)) / Double(image.chromaFactor.y),
            width: (lumaRegion.width + overhangX) / Double(image.chromaFactor.x),
            height: (lumaRegion.height + overhangY) / Double(image.chromaFactor.y)
        )
        let filter = recipe.filter
        var luma = PlaneResampler.resample(image.luma, region: lumaRegion, width: width, height: height, filter: filter)
        let chroma = PlaneResampler.resample(
            [image.blue, image.red],
            region: chromaRegion,
            width: chromaWidth,
            height: chromaHeight,
            filter: filter
        )
        var blue = chroma[0]
        var red = chroma[1]
        if orientation != .up {
            luma = luma.applying(orientation)
            blue = blue.applying(orientation)
            red = red.applying(orientation)
        }
        // TurboJPEG reads whole MCUs of luma: an odd-sized output gets its edge repeated.
        luma = luma.padded(
            toWidth: Int(tjPlaneWidth(0, Int32(plan.outputWidth), sampling)),
            height: Int(tjPlaneHeight(0, Int32(plan.outputHeight), sampling))
        )
        let encoded = try ImageEncoders.jpeg(
            luma: luma,
            blue: blue,
            red: red,
            width: plan.outputWidth,
            height: plan.outputHeight,
            quality: recipe.quality,
            progressive: recipe.progressive,
            subsampling: recipe.subsampling
        )
        return Thumbnail(
            data: encoded,
            format: .jpeg,
            width: plan.outputWidth,
            height: plan.outputHeight,
            sourceInfo: info
        )
    }
}
