import CColorShim

/// A conversion from an ``ICCProfile`` to sRGB, for one image, perceptual by default (littleCMS falls back to relative
/// colorimetric for matrix-shaper profiles, which have no perceptual table). Not shared between threads: each
/// decode builds its own.
public final class SRGBTransform {
    private let handle: OpaquePointer
    /// The profile converted from.
    public let profile: ICCProfile

    /// Builds the transform. Pixels given to ``convert(_:count:)`` are RGBA8 for an RGB profile (alpha kept),
    /// Adobe's inverted CMYK8 for a CMYK one (as TurboJPEG decodes it), RGBA8 with R = G = B for a grey one.
    public init(_ profile: ICCProfile, intent: RenderingIntent = .perceptual) throws(ColorProfileError) {
        let space: Int32 =
            switch profile.colorSpace {
            case .rgb: CATALOG_ICC_RGB
            case .cmyk: CATALOG_ICC_CMYK
            case .grey: CATALOG_ICC_GREY
            }
        var status: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let created = profile.bytes.withUnsafeBufferPointer { buffer in
            catalog_icc_transform_create(
                buffer.baseAddress,
                buffer.count,
                space,
                intent.rawValue,
                &status,
                &message,
                256
            )
        }
        guard let created else {
            let reason = ICCProfile.string(message)
            switch status {
            case CATALOG_ICC_OUT_OF_MEMORY: throw .outOfMemory
            case CATALOG_ICC_UNSUPPORTED_SPACE: throw .unsupportedColorSpace(reason)
            case CATALOG_ICC_NO_TRANSFORM: throw .noTransform(reason: reason)
            default: throw .damaged(reason: reason)
            }
        }
        handle = created
        self.profile = profile
    }

    deinit { catalog_icc_transform_free(handle) }

    /// Converts `count` pixels of four bytes at `pixels`, in place, to RGBA8 sRGB (opaque for CMYK).
    public func convert(_ pixels: UnsafeMutablePointer<UInt8>, count: Int) {
        guard count > 0 else { return }
        catalog_icc_transform_pixels(handle, pixels, count)
    }

    /// Converts a whole RGBA8 (or CMYK8) buffer in place.
    public func convert(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            convert(base, count: buffer.count / 4)
        }
    }
}
