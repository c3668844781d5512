public import Foundation
import ImageFormats

extension ImageEncoders {
    /// Encodes `buffer` as `format` following `recipe`'s options: JPEG flattened over the background; PNG at its
    /// level; WebP and AVIF at the recipe's quality with alpha kept. The same pixels and options give the same
    /// bytes in every format (WebP and AVIF encode on one thread).
    public static func encode(
        _ buffer: PixelBuffer,
        as format: ImageFormat,
        recipe: ImageRecipe
    ) throws(ImagePipelineError) -> Data {
        switch format {
        case .jpeg:
            return try jpeg(
                buffer.flattened(over: recipe.background),
                quality: recipe.quality,
                progressive: recipe.progressive,
                subsampling: recipe.subsampling
            )
        case .png:
            return try png(buffer, level: recipe.pngLevel)
        case .webp:
            return try webp(buffer, quality: recipe.quality)
        case .avif:
            return try avif(buffer, quality: recipe.quality)
        case .gif, .heic:
            throw .encodingFailed(reason: "\(format.rawValue) is read, not written: choose png, jpeg, webp or avif")
        }
    }

    /// Lossy WebP at `quality` (1–100), or lossless.
    public static func webp(
        _ buffer: PixelBuffer,
        quality: Int,
        lossless: Bool = false
    ) throws(ImagePipelineError) -> Data {
        do throws(ImageFormatError) {
            return try WebPCodec.encode(
                rgba: buffer.pixels,
                width: buffer.width,
                height: buffer.height,
                hasAlpha: buffer.hasAlpha,
                quality: quality,
                lossless: lossless
            )
        } catch {
            throw .encodingFailed(reason: "WebP: \(error.message)")
        }
    }

    /// AVIF at `quality` (1–100).
    public static func avif(_ buffer: PixelBuffer, quality: Int) throws(ImagePipelineError) -> Data {
        do throws(ImageFormatError) {
            return try HEIFCodec.encodeAVIF(
                rgba: buffer.pixels,
                width: buffer.width,
                height: buffer.height,
                hasAlpha: buffer.hasAlpha,
                quality: quality
            )
        } catch {
            throw .encodingFailed(reason: "AVIF: \(error.message)")
        }
    }
}
