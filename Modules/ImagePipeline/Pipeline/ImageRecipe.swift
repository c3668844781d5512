public import ColorManagement

/// How a source image becomes a thumbnail: size, fit, crop, filter and output encoding.
///
/// ```swift
/// let recipe = ImageRecipe(width: 256, height: 256, fit: .cover, format: .jpeg)
/// let thumbnail = try Thumbnailer.render(data, source: "photo.jpg", recipe: recipe)
/// ```
public struct ImageRecipe: Sendable, Hashable, Codable {
    /// How the image fills the target rectangle.
    public enum Fit: String, Sendable, Codable, CaseIterable {
        /// Crop to fill the rectangle exactly.
        case cover
        /// Fit inside the rectangle, letterboxed on the background colour.
        case contain
        /// Stretch to the rectangle, ignoring the aspect ratio.
        case fill
    }

    /// Which part of the image a cover crop keeps.
    public enum Crop: String, Sendable, Codable, CaseIterable {
        /// The centre.
        case centre
        /// The most detailed region (edges and saturation), for subjects that are not centred.
        case attention
    }

    /// The encoded output.
    public enum OutputFormat: String, Sendable, Codable, CaseIterable {
        /// The source's own format where the pipeline writes it (PNG, JPEG, WebP, AVIF); PNG for a GIF, JPEG for a
        /// HEIC.
        case auto
        case png
        case jpeg
        /// Lossy WebP at ``ImageRecipe/quality`` (alpha kept).
        case webp
        /// AVIF (AV1, 4:2:0) at ``ImageRecipe/quality`` (alpha kept).
        case avif
    }

    /// Output width in pixels.
    public var width: Int
    /// Output height in pixels.
    public var height: Int
    public var fit: Fit
    public var crop: Crop
    public var filter: ResamplingFilter
    public var format: OutputFormat
    /// JPEG, WebP and AVIF quality, 1–100.
    public var quality: Int
    /// Progressive JPEG.
    public var progressive: Bool
    public var subsampling: ImageEncoders.ChromaSubsampling
    /// PNG compression level, 0–9 (libdeflate's levels; 0 stores, 9 is smallest).
    public var pngLevel: Int
    /// Letterbox colour for `contain`, and what transparent pixels become in a JPEG.
    public var background: RGBAColor
    /// How an embedded colour profile's colours are brought into sRGB (every output is sRGB).
    public var colorIntent: RenderingIntent

    /// Creates a recipe.
    public init(
        width: Int,
        height: Int,
        fit: Fit = .cover,
        crop: Crop = .centre,
        filter: ResamplingFilter = .lanczos3,
        format: OutputFormat = .auto,
        quality: Int = 85,
        progressive: Bool = false,
        subsampling: ImageEncoders.ChromaSubsampling = .yuv420,
        pngLevel: Int = 2,
        background: RGBAColor = .white,
        colorIntent: RenderingIntent = .perceptual
    ) {
        self.width = width
        self.height = height
        self.fit = fit
        self.crop = crop
        self.filter = filter
        self.format = format
        self.quality = quality
        self.progressive = progressive
        self.subsampling = subsampling
        self.pngLevel = pngLevel
        self.background = background
        self.colorIntent = colorIntent
    }

    /// A square thumbnail recipe.
    public static func thumbnail(size: Int, fit: Fit = .cover, format: OutputFormat = .auto) -> ImageRecipe {
        ImageRecipe(width: size, height: size, fit: fit, format: format)
    }

    /// A stable text form of every choice that changes the output's bytes, part of the processed-image cache key:
    /// the size, fit, crop and filter, the encoder and its settings, the background, and what is always done (the
    /// EXIF orientation applied; colours converted to sRGB with ``colorIntent``), so a key says all it stands for.
    public var canonical: String {
        [
            "w=\(width)", "h=\(height)", "fit=\(fit.rawValue)", "crop=\(crop.rawValue)", "filter=\(filter.rawValue)",
            "format=\(format.rawValue)", "q=\(quality)", "progressive=\(progressive)", "sub=\(subsampling.rawValue)",
            "pngLevel=\(pngLevel)", "bg=\(background.hex)", "orient=exif", "color=srgb/\(colorIntent.name)",
        ].joined(separator: ";")
    }

    /// The output format for a source of `input` format.
    public func outputFormat(for input: ImageFormat) -> ImageFormat {
        switch format {
        case .auto:
            switch input {
            case .png, .gif: .png
            case .jpeg, .heic: .jpeg
            case .webp: .webp
            case .avif: .avif
            }
        case .png: .png
        case .jpeg: .jpeg
        case .webp: .webp
        case .avif: .avif
        }
    }

    /// The most pixels a result may have.
    public static let maxPixels = 8_192 * 8_192

    func validate() throws(ImagePipelineError) {
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else {
            throw .invalidRecipe(reason: "size \(width)×\(height) must be between 1 and 16384 pixels a side")
        }
        // The output and the resampler's rows take about 8 bytes a pixel: 8192 × 8192 is 512 MiB, whatever the source.
        guard width * height <= Self.maxPixels else {
            throw .invalidRecipe(
                reason: "size \(width)×\(height) is over the limit of \(Self.maxPixels) pixels (8192 × 8192)"
            )
        }
        guard (1...100).contains(quality) else { throw .invalidRecipe(reason: "quality \(quality) is not 1–100") }
        guard (0...9).contains(pngLevel) else { throw .invalidRecipe(reason: "PNG level \(pngLevel) is not 0–9") }
    }
}
