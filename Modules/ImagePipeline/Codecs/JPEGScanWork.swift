import Foundation

/// The work a progressive JPEG asks for, bounded by what its size pays for. Each scan of a progressive JPEG is a
/// pass over the coefficients of the whole image, so a small file with many near-empty scans over a large frame
/// (a 266 KB file with 499 scans) costs seconds and hundreds of MB. The pixel-passes allowed are a base per pixel,
/// a share per byte and a floor that any small image stays under (2³⁰, a fraction of a second):
/// `scans × pixels ≤ 16 × pixels + 256 × bytes + 2³⁰`. A progressive photo (10–20 scans, 0.1–1 byte per pixel) is
/// far inside it; the scans are counted from the markers before anything is decoded.
enum JPEGScanWork {
    /// Scans every file may have, whatever its size.
    static let baseScans = 16
    /// Pixel-passes each byte of the file pays for beyond the base.
    static let passesPerByte = 256
    /// Pixel-passes any file may ask for.
    static let floorPasses = 1 << 30

    /// The number of scans (SOS markers) in a JPEG: the marker segments are walked and the entropy-coded data
    /// after each SOS skipped up to the next marker. Linear in the file's size; stops at EOI or the end.
    static func scanCount(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return 0 }
        var scans = 0
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return scans }
            let marker = bytes[offset + 1]
            if marker == 0xFF {
                offset += 1
                continue
            }
            if marker == 0xD9 { return scans }
            if (0xD0...0xD7).contains(marker) || marker == 0x01 {
                offset += 2
                continue
            }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2 else { return scans }
            offset += 2 + length
            guard marker == 0xDA else { continue }
            scans += 1
            // Entropy-coded data: runs until a 0xFF followed by neither a stuffed 0x00 nor a restart marker.
            while offset + 1 < bytes.count {
                if bytes[offset] == 0xFF {
                    let next = bytes[offset + 1]
                    if next != 0x00 && !(0xD0...0xD7).contains(next) && next != 0xFF { break }
                    offset += next == 0xFF ? 1 : 2
                } else {
                    offset += 1
                }
            }
        }
        return scans
    }

    /// Throws when the file's scans over `width × height` are more work than its size pays for.
    static func check(_ data: Data, width: Int, height: Int, source: String) throws(ImagePipelineError) {
        let pixels = width.multipliedReportingOverflow(by: height).partialValue
        let scans = data.withUnsafeBytes { scanCount($0) }
        guard scans > baseScans else { return }
        let work = scans.multipliedReportingOverflow(by: pixels)
        let allowed = baseScans * pixels + passesPerByte * data.count + floorPasses
        guard work.overflow || work.partialValue > allowed else { return }
        throw .decodingFailed(
            source: source,
            reason:
                "\(scans) scans over a \(width)×\(height) image are more work than \(data.count) bytes pay for (the limit is \(baseScans) passes over each pixel plus \(passesPerByte) pixel-passes per byte of the file)",
            cause: .pipeline(.implausibleSize)
        )
    }

    /// The bytes libjpeg-turbo holds to decode: the output at its scale and, for a progressive file, the whole
    /// image's coefficients (64 two-byte values a block of every component, padded to whole MCUs), which it keeps
    /// at full size whatever the output's scale: a 1.5 MB progressive CMYK file of 10,000 × 10,000 needs 800 MB.
    static func memory(_ markers: JPEGMarkers, width: Int, height: Int, outputBytes: Int) -> Int {
        guard markers.progressive, !markers.sampling.isEmpty else { return outputBytes }
        let maxH = markers.sampling.map(\.h).max() ?? 1
        let maxV = markers.sampling.map(\.v).max() ?? 1
        let mcus = ((width + 8 * maxH - 1) / (8 * maxH)) * ((height + 8 * maxV - 1) / (8 * maxV))
        return outputBytes + markers.sampling.reduce(0) { $0 + mcus * $1.h * $1.v * 128 }
    }
}
