import ColorManagement
import Foundation
import ImagePipeline
import Testing

/// The colour stage end to end: tagged JPEGs and PNGs come out in sRGB as Pillow's ImageCms makes them (perceptual,
/// littleCMS, 8-bit), untagged and sRGB-tagged ones keep today's bytes, and a profile that cannot be used is
/// reported by name while the image decodes as sRGB.
@Suite struct ColorProfileTests {
    static func decoded(_ name: String) throws -> PixelBuffer {
        try ImageDecoders.decode(Fixtures.data("color/" + name), source: name).upright()
    }

    /// The largest difference over RGB between two same-sized buffers.
    static func largest(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        var result = 0
        for index in stride(from: 0, to: a.pixels.count, by: 4) {
            for channel in 0..<3 {
                result = max(result, abs(Int(a.pixels[index + channel]) - Int(b.pixels[index + channel])))
            }
        }
        return result
    }

    @Test(arguments: [("p3.jpg", 1), ("p3.png", 1), ("adobe-rgb.jpg", 1), ("cmyk-profile.jpg", 2)])
    func taggedImagesDecodeToSRGBAsImageCmsDoes(_ name: String, tolerance: Int) throws {
        let ours = try Self.decoded(name)
        let reference = try Self.decoded(name + ".ref.png")
        #expect(Self.largest(ours, reference) <= tolerance, "\(name)")
        let info = try ImageDecoders.info(of: Fixtures.data("color/" + name), source: name)
        #expect(info.colorProfile?.converted == true && info.colorProfile?.problem == nil)
    }

    @Test func aPNGsStreamedRowsAreConvertedAsItsWholeDecodeIs() throws {
        let data = try Fixtures.data("color/p3.png")
        let recipe = ImageRecipe(width: 64, height: 48, fit: .fill, format: .png)
        // Same size, upright PNG: the streamed row path; its rows go through the profile one by one.
        let streamed = try Thumbnailer.renderPixels(data, source: "p3.png", recipe: recipe).buffer
        #expect(Self.largest(streamed, try Self.decoded("p3.png.ref.png")) <= 1)
    }

    /// `base` with an APP2 ICC segment set after SOI for each part of `profile`.
    static func tagged(_ base: Data, profile: [UInt8], segment: Int = 65_519) -> Data {
        var bytes = [UInt8](base.prefix(2))
        let parts = stride(from: 0, to: profile.count, by: segment).map {
            Array(profile[$0..<min(profile.count, $0 + segment)])
        }
        for (index, part) in parts.enumerated() {
            let length = 2 + 14 + part.count
            bytes += [0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)]
            bytes += Array("ICC_PROFILE".utf8) + [0, UInt8(index + 1), UInt8(parts.count)] + part
        }
        return Data(bytes + base.dropFirst(2))
    }

    @Test func untaggedAndSRGBTaggedJPEGsKeepTheirThumbnailBytes() throws {
        let base = try Fixtures.data("jpeg/baseline.jpg")
        let recipe = ImageRecipe(width: 96, height: 96)
        let untagged = try Thumbnailer.render(base, source: "baseline.jpg", recipe: recipe)
        let srgb = try Self.tagged(base, profile: [UInt8](Fixtures.data("color/srgb.icc")))
        let info = try ImageDecoders.info(of: srgb, source: "srgb.jpg")
        #expect(info.colorProfile?.description == "sRGB" && info.colorProfile?.converted == false)
        #expect(try Thumbnailer.render(srgb, source: "srgb.jpg", recipe: recipe).data == untagged.data)
        let p3 = try Self.tagged(base, profile: [UInt8](Fixtures.data("color/p3.icc")))
        #expect(try Thumbnailer.render(p3, source: "p3.jpg", recipe: recipe).data != untagged.data)
    }

    @Test func aProfileThatCannotBeUsedIsReportedAndTheImageDecodesAsSRGB() throws {
        let base = try Fixtures.data("jpeg/baseline.jpg")
        let plain = try ImageDecoders.decode(base, source: "baseline.jpg").buffer
        let cmyk = [UInt8](try Fixtures.data("color/cmyk-profile.jpg"))
        let cases: [(String, Data)] = [
            ("damaged", Self.tagged(base, profile: [UInt8](repeating: 0x41, count: 900))),
            // 4 MiB + 1 in 65 segments: refused by its size, before littleCMS reads a byte.
            ("over the limit", Self.tagged(base, profile: [UInt8](repeating: 0, count: (4 << 20) + 1))),
            // A multi-segment profile with its middle segment missing.
            ("segments", Self.tagged(base, profile: [UInt8](repeating: 1, count: 200_000)).removingSegment(2)),
            ("mismatch", Self.tagged(base, profile: Self.profile(inJPEG: cmyk))),
        ]
        for (name, data) in cases {
            let info = try ImageDecoders.info(of: data, source: name)
            let problem = try #require(info.colorProfile?.problem, "\(name)")
            #expect(
                problem.hasSuffix("decoded as sRGB") && info.colorProfile?.converted == false,
                "\(name): \(problem)"
            )
            #expect(try ImageDecoders.decode(data, source: name).buffer == plain, "\(name)")
        }
    }

    /// The profile a JPEG's APP2 segments hold, joined.
    static func profile(inJPEG bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF, bytes[offset + 1] != 0xDA {
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if bytes[offset + 1] == 0xE2, Array(bytes[(offset + 4)..<(offset + 15)]) == Array("ICC_PROFILE".utf8) {
                result += bytes[(offset + 18)..<(offset + 2 + length)]
            }
            offset += 2 + length
        }
        return result
    }
}

extension Data {
    /// The JPEG without its `index`th APP2 segment (1-based), to break a multi-segment profile.
    func removingSegment(_ index: Int) -> Data {
        let bytes = [UInt8](self)
        var offset = 2
        var seen = 0
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if bytes[offset + 1] == 0xE2 {
                seen += 1
                if seen == index { return Data(bytes[..<offset] + bytes[(offset + 2 + length)...]) }
            }
            offset += 2 + length
        }
        return self
    }
}
