import CPNGShim
import ColorManagement
import Foundation
import ImageFormats

extension ImageDecoders {
    /// The colour stage: an embedded ICC profile (JPEG APP2 segments, PNG iCCP, WebP ICCP, HEIF colr) converts the
    /// decoded pixels to sRGB through littleCMS. An untagged image, or one tagged sRGB, is left as it is, so its
    /// thumbnail's bytes do not change. A profile that cannot be used (damaged, over ``ICCProfile/maxBytes``, of a
    /// colour space other than the image's) is reported in ``ColorProfileSummary/problem`` and the image is decoded
    /// as sRGB.
    public enum ColorStage {
        /// The profile's bytes as the file holds them, or why they cannot be had; nil when there is none.
        static func embeddedProfile(
            of data: Data,
            format: ImageFormat
        ) -> Result<[UInt8], ColorProfileError>? {
            switch format {
            case .jpeg: return jpegProfile(data)
            case .png:
                var info = catalog_png_info()
                var message = [CChar](repeating: 0, count: 64)
                let status = data.withUnsafeBytes { raw in
                    catalog_png_read_info(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &info, &message, 64)
                }
                guard status == 0, info.icc_size > 0 else { return nil }
                guard info.icc_size <= ICCProfile.maxBytes else {
                    return .failure(.tooLarge(bytes: info.icc_size, limit: ICCProfile.maxBytes))
                }
                var bytes = [UInt8](repeating: 0, count: info.icc_size)
                let copied = data.withUnsafeBytes { raw in
                    bytes.withUnsafeMutableBufferPointer { out in
                        catalog_png_read_icc(
                            raw.bindMemory(to: UInt8.self).baseAddress,
                            raw.count,
                            out.baseAddress,
                            out.count
                        )
                    }
                }
                return copied == 0 ? .success(bytes) : .failure(.damaged(reason: "the iCCP chunk cannot be read"))
            case .webp, .heic, .avif:
                let maxFrames = Int(Int32.max)
                let header =
                    format == .webp
                    ? try? WebPCodec.header(of: data, maxFrames: maxFrames)
                    : try? HEIFCodec.header(of: data, maxFrames: maxFrames)
                guard let header, header.iccSize > 0 else { return nil }
                guard header.iccSize <= ICCProfile.maxBytes else {
                    return .failure(.tooLarge(bytes: header.iccSize, limit: ICCProfile.maxBytes))
                }
                let bytes =
                    format == .webp
                    ? WebPCodec.iccProfile(of: data, header: header) : HEIFCodec.iccProfile(of: data, header: header)
                return bytes.map { .success($0) } ?? .failure(.damaged(reason: "the profile cannot be read"))
            case .gif:
                return nil
            }
        }

        /// A JPEG's profile from its APP2 segments in sequence order.
        static func jpegProfile(_ data: Data) -> Result<[UInt8], ColorProfileError>? {
            data.withUnsafeBytes { raw -> Result<[UInt8], ColorProfileError>? in
                let segments = JPEGMarkers(raw).iccSegments.map {
                    (sequence: $0.sequence, count: $0.count, bytes: UnsafeRawBufferPointer(rebasing: raw[$0.range]))
                }
                return segments.isEmpty ? nil : ProfileConversion.joining(segments)
            }
        }

        /// What the image's profile is and whether it will be converted; nil for an untagged image.
        static func summary(of data: Data, format: ImageFormat, colorType: String) -> ColorProfileSummary? {
            conversion(of: data, format: format, colorType: colorType)?.summary
        }

        /// The transform to sRGB for an image, or nil when its pixels stay as decoded (untagged, sRGB, or a profile
        /// that cannot be used: ``summary(of:format:colorType:)`` says why).
        static func transform(
            for data: Data,
            format: ImageFormat,
            colorType: String,
            intent: RenderingIntent = .perceptual
        ) -> SRGBTransform? {
            conversion(of: data, format: format, colorType: colorType, intent: intent)?.transform
        }

        private static func conversion(
            of data: Data,
            format: ImageFormat,
            colorType: String,
            intent: RenderingIntent = .perceptual
        ) -> ProfileConversion? {
            guard let embedded = embeddedProfile(of: data, format: format) else { return nil }
            let space: ICCProfile.ColorSpace =
                switch colorType {
                case "grey", "grey+alpha": .grey
                case "cmyk", "ycck": .cmyk
                default: .rgb
                }
            return ProfileConversion(embedded: embedded, imageSpace: space, intent: intent)
        }
    }
}
