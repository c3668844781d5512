import ColorManagement
import Foundation
import ImagePipeline
import Testing

/// `image info` reports the colour a HEIC or AVIF container gives its image (its `nclx` box), as phones and cameras
/// tag wide colour and HDR (issue #57). The expected code points were read from the fixtures' `colr` boxes by hand
/// (`nclx`, then primaries, transfer and matrix as 16-bit numbers and the range flag's top bit).
@Suite struct ContainerColorTests {
    @Test(arguments: ["p3-nclx.avif", "p3-nclx.heic"])
    func aDisplayP3FileTaggedByItsContainerSaysSo(name: String) throws {
        let info = try ImageDecoders.info(of: Fixtures.data("color/\(name)"), source: name)
        let color = try #require(info.containerColor)
        #expect(color == CICP(primaries: 12, transfer: 13, matrix: 6, fullRange: true))
        #expect(!color.isHDR)
        #expect(color.summary == "Display P3 primaries, sRGB transfer, BT.601 525 matrix, full range")
    }

    @Test func aFileWithoutAColourBoxHasNoContainerColour() throws {
        let info = try ImageDecoders.info(of: Fixtures.data("formats/still.heic"), source: "still.heic")
        #expect(info.containerColor == nil)
    }

    @Test func aBT2020PQFileIsReportedAsHDR() throws {
        // The P3 file's box rewritten as a phone writes an HDR frame: BT.2020 primaries, PQ, BT.2020 matrix,
        // limited range. The AV1 payload is untouched, so the file still reads.
        var data = try Fixtures.data("color/p3-nclx.avif")
        let box = try #require(data.range(of: Data("nclx".utf8)))
        let codes: [UInt8] = [0, 9, 0, 16, 0, 9, 0]
        data.replaceSubrange(box.upperBound..<box.upperBound + codes.count, with: codes)
        let info = try ImageDecoders.info(of: data, source: "pq.avif")
        let color = try #require(info.containerColor)
        #expect(color == CICP(primaries: 9, transfer: 16, matrix: 9, fullRange: false))
        #expect(color.isHDR)
        #expect(color.summary == "BT.2020 primaries, PQ transfer, BT.2020 non-constant matrix, limited range, HDR")
    }

    @Test func theJSONCarriesTheCodesAndWhatTheyMeanAndReadsBack() throws {
        let info = try ImageDecoders.info(of: Fixtures.data("color/p3-nclx.avif"), source: "p3-nclx.avif")
        let json = try JSONEncoder().encode(info)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let color = try #require(object["containerColor"] as? [String: Any])
        #expect(color["primaries"] as? Int == 12)
        #expect(color["hdr"] as? Bool == false)
        #expect((color["summary"] as? String)?.hasPrefix("Display P3") == true)
        #expect(try JSONDecoder().decode(ImageInfo.self, from: json) == info)
    }
}
