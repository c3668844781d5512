/// What the marker segments before a JPEG's scan data say: frame kind, precision, components, EXIF orientation.
///
/// A small, bounds-checked reader of the segments between SOI and SOS; it never reads past the buffer and gives
/// up quietly on anything malformed (the decoder then reports the real error).
struct JPEGMarkers {
    var precision = 8
    var components = 0
    var progressive = false
    var arithmetic = false
    var orientation = Orientation.up
    /// The Adobe APP14 colour transform (0 none/CMYK, 1 YCbCr, 2 YCCK), when present.
    var adobeTransform: Int?
    /// The APP2 "ICC_PROFILE" segments: each one's sequence number, the count it claims, and where its part of the
    /// profile lies in the file.
    var iccSegments: [(sequence: Int, count: Int, range: Range<Int>)] = []

    init(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return }
            let marker = bytes[offset + 1]
            if marker == 0xFF {
                offset += 1
                continue
            }
            if marker == 0xD9 || marker == 0xDA { return }
            if (0xD0...0xD7).contains(marker) || marker == 0x01 {
                offset += 2
                continue
            }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let start = offset + 4
            let end = offset + 2 + length
            guard length >= 2, end <= bytes.count else { return }
            let segment = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
            switch marker {
            case 0xC0...0xCF where marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
                if segment.count >= 6 {
                    precision = Int(segment[0])
                    components = Int(segment[5])
                }
                progressive = marker == 0xC2 || marker == 0xC6 || marker == 0xCA || marker == 0xCE
                arithmetic = marker >= 0xC9
            case 0xE1:
                if let value = Self.exifOrientation(segment) { orientation = value }
            case 0xE2:
                let signature = Array("ICC_PROFILE".utf8) + [0]
                if segment.count >= 14, Array(segment[0..<12]) == signature {
                    iccSegments.append((Int(segment[12]), Int(segment[13]), (start + 14)..<end))
                }
            case 0xEE:
                if segment.count >= 12, Array(segment[0..<5]) == Array("Adobe".utf8) {
                    adobeTransform = Int(segment[11])
                }
            default:
                break
            }
            offset = end
        }
    }

    /// Reads tag 0x0112 from IFD0 of an APP1 "Exif\0\0" segment.
    static func exifOrientation(_ segment: UnsafeRawBufferPointer) -> Orientation? {
        let header: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]
        guard segment.count >= 14, Array(segment[0..<6]) == header else { return nil }
        let tiff = UnsafeRawBufferPointer(rebasing: segment[6...])
        let bigEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x4D, 0x4D): bigEndian = true
        case (0x49, 0x49): bigEndian = false
        default: return nil
        }
        func read16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            let (a, b) = (Int(tiff[at]), Int(tiff[at + 1]))
            return bigEndian ? a << 8 | b : b << 8 | a
        }
        func read32(_ at: Int) -> Int? {
            guard let high = read16(bigEndian ? at : at + 2), let low = read16(bigEndian ? at + 2 : at) else {
                return nil
            }
            return high << 16 | low
        }
        guard read16(2) == 42, let ifd = read32(4), let count = read16(ifd) else { return nil }
        for index in 0..<count {
            let entry = ifd + 2 + index * 12
            guard let tag = read16(entry) else { return nil }
            if tag == 0x0112 {
                guard read16(entry + 2) == 3, let value = read16(entry + 8) else { return nil }
                return Orientation(rawValue: value)
            }
        }
        return nil
    }
}
