import Foundation
import ImagePipeline

/// Locates the bundled fixtures.
enum Fixtures {
    static var root: URL {
        get throws {
            guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Fixtures"])
            }
            return url
        }
    }

    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent(path))
    }

    static func pngSuite() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(
            at: root.appendingPathComponent("pngsuite"),
            includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "png" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}

/// Peak signal-to-noise ratio over RGB between two same-sized images, in dB (infinity when identical).
func psnr(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
    precondition(a.width == b.width && a.height == b.height)
    var sum = 0.0
    var count = 0
    for index in stride(from: 0, to: a.pixels.count, by: 4) {
        for channel in 0..<3 {
            let difference = Double(a.pixels[index + channel]) - Double(b.pixels[index + channel])
            sum += difference * difference
            count += 1
        }
    }
    let mse = sum / Double(count)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}

/// Mean absolute difference over RGB.
func meanDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
    var sum = 0
    for index in stride(from: 0, to: a.pixels.count, by: 4) {
        for channel in 0..<3 { sum += abs(Int(a.pixels[index + channel]) - Int(b.pixels[index + channel])) }
    }
    return Double(sum) / Double(a.width * a.height * 3)
}

/// CRC-32 as PNG chunks use it (bit by bit: only a few bytes are ever checked here).
func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}
