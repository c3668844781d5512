import ColorManagement
import Foundation
import Testing

/// Profiles read by littleCMS and pixels converted to sRGB, against Pillow's ImageCms (littleCMS too, perceptual,
/// 8-bit) on the same profile: the Display P3 profile libvips embeds (Compact ICC Profiles' "sP3C").
@Suite struct ColorManagementTests {
    static func p3() throws -> [UInt8] {
        guard let url = Bundle.module.url(forResource: "Fixtures/p3-compact", withExtension: "icc") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try [UInt8](Data(contentsOf: url))
    }

    @Test func aDisplayP3ProfileIsReadAndConverted() throws {
        let profile = try ICCProfile(bytes: Self.p3())
        #expect(profile.colorSpace == .rgb && profile.description == "sP3C" && !profile.isSRGB)
        let transform = try SRGBTransform(profile)
        var pixels: [UInt8] = [200, 100, 50, 255, 128, 128, 128, 7, 0, 255, 0, 128, 255, 0, 0, 0]
        transform.convert(&pixels)
        // Pillow: (215, 93, 32), (128, 128, 128), (0, 255, 0), (255, 0, 0); alpha is kept.
        let expected: [UInt8] = [215, 93, 32, 255, 128, 128, 128, 7, 0, 255, 0, 128, 255, 0, 0, 0]
        #expect(zip(pixels, expected).allSatisfy { abs(Int($0) - Int($1)) <= 1 }, "\(pixels)")
    }

    @Test func aDamagedProfileIsNamedAndAHugeOneRefusedBeforeParsing() throws {
        var damaged = try Self.p3()
        damaged.removeLast(damaged.count - 200)
        #expect(throws: ColorProfileError.self) { try ICCProfile(bytes: damaged) }
        let huge = [UInt8](repeating: 0, count: ICCProfile.maxBytes + 1)
        #expect(throws: ColorProfileError.tooLarge(bytes: ICCProfile.maxBytes + 1, limit: ICCProfile.maxBytes)) {
            try ICCProfile(bytes: huge)
        }
        let garbage = [UInt8](repeating: 0x41, count: 1_000)
        let error = #expect(throws: ColorProfileError.self) { try ICCProfile(bytes: garbage) }
        #expect(error.map { "\($0)".contains("damaged") } == true)
    }
}
