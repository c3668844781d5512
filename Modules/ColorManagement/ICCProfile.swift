import CColorShim

/// An embedded ICC profile, parsed by littleCMS: its colour space and description.
///
/// ```swift
/// let profile = try ICCProfile(bytes: iccBytes)   // "Display P3", .rgb
/// let transform = try SRGBTransform(profile)
/// transform.convert(&rgbaPixels)
/// ```
public struct ICCProfile: Sendable, Hashable {
    /// The colour spaces a source profile may describe.
    public enum ColorSpace: String, Sendable, Hashable, Codable {
        case rgb
        case cmyk
        case grey
    }

    /// The largest profile read: real CMYK print profiles are about 1 MB, display profiles a few KB.
    public static let maxBytes = 4 << 20

    /// The profile's bytes.
    public let bytes: [UInt8]
    /// What it describes.
    public let colorSpace: ColorSpace
    /// Its description tag ("Display P3", "Adobe RGB (1998)"), "" when it has none.
    public let description: String

    /// Parses `bytes`, after checking their size against ``maxBytes``.
    public init(bytes: [UInt8]) throws(ColorProfileError) {
        guard bytes.count <= Self.maxBytes else { throw .tooLarge(bytes: bytes.count, limit: Self.maxBytes) }
        var space: Int32 = 0
        var description = [CChar](repeating: 0, count: 256)
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { buffer in
            catalog_icc_inspect(buffer.baseAddress, buffer.count, &space, &description, 256, &message, 256)
        }
        switch status {
        case 0: break
        case CATALOG_ICC_OUT_OF_MEMORY: throw .outOfMemory
        default: throw .damaged(reason: Self.string(message))
        }
        switch space {
        case CATALOG_ICC_RGB: colorSpace = .rgb
        case CATALOG_ICC_CMYK: colorSpace = .cmyk
        case CATALOG_ICC_GREY: colorSpace = .grey
        default: throw .unsupportedColorSpace("neither RGB, CMYK nor grey")
        }
        self.bytes = bytes
        self.description = Self.string(description)
    }

    /// Whether the profile is sRGB by its description, as cameras and editors embed it: converting would only
    /// round, so such an image keeps the untagged path and its bytes.
    public var isSRGB: Bool {
        colorSpace == .rgb && ["sRGB IEC61966-2.1", "sRGB IEC61966-2-1", "sRGB built-in", "sRGB"].contains(description)
    }

    static func string(_ characters: [CChar]) -> String {
        let bytes = characters.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
