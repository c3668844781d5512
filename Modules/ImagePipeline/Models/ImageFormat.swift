/// The encoded image formats the pipeline reads (all of them) and writes (PNG, JPEG, WebP, AVIF).
public enum ImageFormat: String, Sendable, Codable, CaseIterable {
    case png
    case jpeg
    case webp
    case gif
    /// HEIF with HEVC, as an iPhone saves photos.
    case heic
    /// HEIF with AV1.
    case avif

    /// Recognises a format from the file's first bytes, never from its name, or nil.
    public init?(sniffing bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(64))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if head.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if head.count >= 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) {
            self = .webp
        } else if head.starts(with: Array("GIF87a".utf8)) || head.starts(with: Array("GIF89a".utf8)) {
            self = .gif
        } else if let brand = Self.heifBrand(head) {
            self = brand
        } else {
            return nil
        }
    }

    /// AVIF or HEIC from an ISO-BMFF `ftyp` box: its major brand, else its compatible brands (`mif1` files name the
    /// codec there).
    private static func heifBrand(_ head: [UInt8]) -> ImageFormat? {
        guard head.count >= 16, Array(head[4..<8]) == Array("ftyp".utf8) else { return nil }
        let size = Int(head[0]) << 24 | Int(head[1]) << 16 | Int(head[2]) << 8 | Int(head[3])
        let end = min(head.count, size)
        guard end >= 16 else { return nil }
        var brands = [String(decoding: head[8..<12], as: UTF8.self)]
        for start in stride(from: 16, to: end - 3, by: 4) {
            brands.append(String(decoding: head[start..<(start + 4)], as: UTF8.self))
        }
        if brands.contains(where: { $0 == "avif" || $0 == "avis" }) { return .avif }
        let hevc: Set<String> = ["heic", "heix", "hevc", "hevx", "heim", "heis"]
        if brands.contains(where: hevc.contains) { return .heic }
        return nil
    }

    /// The usual file extension.
    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpg"
        case .webp: "webp"
        case .gif: "gif"
        case .heic: "heic"
        case .avif: "avif"
        }
    }

    /// The media type, for HTTP answers.
    public var mediaType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .webp: "image/webp"
        case .gif: "image/gif"
        case .heic: "image/heic"
        case .avif: "image/avif"
        }
    }
}
