/// EXIF read without a library: the one tag the pipeline uses. A bounds-checked walk of IFD0 that never reads past
/// the segment and gives up quietly on anything malformed.
public enum EXIF {
    /// The orientation (1–8, tag 0x0112 of IFD0) of an APP1 "Exif\0\0" segment, as JPEG's APP1 and WebP's EXIF
    /// chunk hold it; nil when the segment has none or is malformed.
    public static func orientation(_ segment: UnsafeRawBufferPointer) -> Int? {
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
                return value
            }
        }
        return nil
    }
}
