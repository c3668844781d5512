import CPNGShim
import CTurboJPEG
public import Foundation

/// Encoders for pipeline output. No metadata is written, so the same pixels and options always give the same bytes.
public enum ImageEncoders {
    /// JPEG chroma subsampling.
    public enum ChromaSubsampling: String, Sendable, Codable, CaseIterable {
        /// Full colour resolution.
        case yuv444 = "4:4:4"
        /// Colour at half resolution in both directions (smaller files, the usual choice for photos).
        case yuv420 = "4:2:0"
    }

    /// Encodes as JPEG (alpha is dropped; composite first if it matters).
    public static func jpeg(
        _ image: PixelBuffer,
        quality: Int = 85,
        progressive: Bool = false,
        subsampling: ChromaSubsampling = .yuv420
    ) throws(ImagePipelineError) -> Data {
        guard let handle = TurboJPEGHandle(compressing: true) else {
            throw .encodingFailed(reason: "cannot start the JPEG encoder")
        }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let flags = TJFLAG_ACCURATEDCT | (progressive ? TJFLAG_PROGRESSIVE : 0)
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            tjCompress2(
                handle.raw,
                pixels.baseAddress,
                Int32(image.width),
                0,
                Int32(image.height),
                Int32(TJPF_RGBA.rawValue),
                &output,
                &size,
                Int32(subsampling.turboJPEG.rawValue),
                Int32(min(100, max(1, quality))),
                flags
            )
        }
        defer { tjFree(output) }
        guard status == 0, let output else { throw .encodingFailed(reason: handle.errorMessage) }
        return Data(bytes: output, count: Int(size))
    }

    /// Encodes as PNG: RGB when every pixel is opaque, RGBA otherwise, compressed with libdeflate.
    /// - Parameters:
    ///   - level: compression level 0–12 (libdeflate's; 0 stores). The default, 2, with adaptive filters is about 8×
    ///     faster than libpng's default (zlib level 6) for files about 6% larger; see README's measurements.
    ///   - adaptiveFilters: libpng's per-row filter choice; turning it off is faster but makes files ~50% larger.
    ///   - alwaysRGBA: write an alpha channel even when every pixel is opaque.
    public static func png(
        _ image: PixelBuffer,
        level: Int = 2,
        adaptiveFilters: Bool = true,
        alwaysRGBA: Bool = false
    ) throws(ImagePipelineError) -> Data {
        try png(image, compression: .deflate(level: level), adaptiveFilters: adaptiveFilters, alwaysRGBA: alwaysRGBA)
    }

    /// Encodes as PNG: RGB when every pixel is opaque, RGBA otherwise, compressed as `compression` says.
    /// - Parameters:
    ///   - adaptiveFilters: libpng's per-row filter choice; turning it off is faster but makes files ~50% larger.
    ///   - alwaysRGBA: write an alpha channel even when every pixel is opaque.
    public static func png(
        _ image: PixelBuffer,
        compression: PNGCompression,
        adaptiveFilters: Bool = true,
        alwaysRGBA: Bool = false
    ) throws(ImagePipelineError) -> Data {
        let level: Int32
        switch compression {
        case .deflate(let deflateLevel): level = Int32(min(12, max(0, deflateLevel)))
        case .runs: level = CATALOG_PNG_RUNS
        }
        let opaque = !alwaysRGBA && (!image.hasAlpha || image.isOpaque)
        // RGBA pixels go in as they are; an opaque picture is written as RGB, its alpha dropped row by row.
        let channels: Int32 = opaque ? 3 : 4
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let output = image.pixels.withUnsafeBufferPointer { pixels in
            catalog_png_encode(
                pixels.baseAddress,
                UInt32(image.width),
                UInt32(image.height),
                image.width * 4,
                4,
                channels,
                level,
                adaptiveFilters ? 1 : 0,
                &length,
                &message,
                message.count
            )
        }
        guard let output else {
            throw .encodingFailed(reason: String(cMessage: message))
        }
        defer { catalog_png_free(output) }
        return Data(bytes: output, count: length)
    }
}
