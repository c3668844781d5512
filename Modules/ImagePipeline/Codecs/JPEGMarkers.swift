import ImageFormats

/// What the marker segments before a JPEG's scan data say: frame kind, precision, components, EXIF orientation.
///
/// A small, bounds-checked reader of the segments between SOI and SOS; it never reads past the buffer and gives
/// up quietly on anything malformed (the decoder then reports the real error).
struct JPEGMarkers {
    var precision = 8
    var components = 0
    /// Each component's horizontal and vertical sampling factors, from the frame header.
    var sampling: [(h: Int, v: Int)] = []
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
                    sampling = (0..<min(components, (segment.count - 6) / 3)).map { index in
                        let factors = Int(segment[6 + index * 3 + 1])
                        return (max(1, factors >> 4), max(1, factors & 15))
                    }
                }
                progressive = marker == 0xC2 || marker == 0xC6 || marker == 0xCA || marker == 0xCE
                arithmetic = marker >= 0xC9
            case 0xE1:
                if let value = EXIF.orientation(segment).flatMap(Orientation.init(rawValue:)) { orientation = value }
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
}
