import Foundation
import ImagePipeline
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Files made in the test to claim far more than they hold: every limit must be checked before the work or the
/// allocation it bounds.
@Suite struct HostileInputTests {
    /// A chunk: length, type, data, CRC.
    private func chunk(_ type: String, _ payload: [UInt8], claimedLength: UInt32? = nil) -> [UInt8] {
        let length = claimedLength ?? UInt32(payload.count)
        let typed = Array(type.utf8) + payload
        let crc = crc32(typed)
        return bigEndian(length) + typed + bigEndian(crc)
    }

    private func bigEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }

    private func header(width: UInt32, height: UInt32) -> [UInt8] {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return signature + chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0])
    }

    @Test func aChunkClaimingMoreBytesThanTheFileHoldsIsRefusedBeforeAllocation() throws {
        // ~200 bytes whose tEXt chunk claims 2³¹−1 bytes (the attack that made the tool allocate 2 GB).
        var bytes = header(width: 1, height: 1)
        bytes += bigEndian(0x7FFF_FFFF) + Array("tEXt".utf8) + Array(repeating: 0x41, count: 160)
        let data = Data(bytes)
        let refusal: @Sendable (any Error) -> Bool = { error in
            guard case .decodingFailed(let source, let reason, let cause) = error as? ImagePipelineError else {
                return false
            }
            return source == "claims.png" && reason.contains("tEXt chunk claims 2147483647 bytes")
                && cause.codec == .png && cause.kind == .truncated
        }
        #expect(performing: { try ImageDecoders.info(of: data, source: "claims.png") }, throws: refusal)
        #expect(performing: { try ImageDecoders.decode(data, source: "claims.png") }, throws: refusal)
    }

    @Test func headerClaimingAHugeImageOverATinyStreamIsRefusedBeforeAllocation() throws {
        // A 9000×9000 RGB header (243 MB of RGBA, within the pixel limit) over 20 bytes of image data.
        let bytes =
            header(width: 9_000, height: 9_000) + chunk("IDAT", Array(repeating: 0, count: 20)) + chunk("IEND", [])
        let data = Data(bytes)
        #expect(try ImageDecoders.info(of: data, source: "tiny.png").width == 9_000)
        #expect {
            _ = try ImageDecoders.decode(data, source: "tiny.png")
        } throws: { error in
            guard case .decodingFailed(_, let reason, let cause) = error as? ImagePipelineError else { return false }
            return reason.contains("cannot hold a 9000x9000 image") && cause.kind == .implausibleSize
        }
        #expect(throws: ImagePipelineError.self) {
            try Thumbnailer.render(data, source: "tiny.png", recipe: ImageRecipe(width: 64, height: 64))
        }
    }

    @Test func aZlibStreamFailingItsAdler32IsAnErrorNotWrongPixels() throws {
        // Corrupt the Adler-32 at the end of the zlib stream and fix the chunk CRC, so only the Adler-32 can tell.
        var data = try Fixtures.data("pngsuite/basn2c08.png")
        let idat = try #require(data.range(of: Data("IDAT".utf8))).lowerBound - 4
        let length = data[idat..<(idat + 4)].reduce(0) { $0 << 8 | Int($1) }
        let payloadEnd = idat + 8 + length
        data[payloadEnd - 1] ^= 0x5A
        let crc = crc32(data[(idat + 4)..<payloadEnd])
        for index in 0..<4 { data[payloadEnd + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
        #expect {
            _ = try ImageDecoders.decode(data, source: "adler.png")
        } throws: { error in
            guard case .decodingFailed(_, _, let cause) = error as? ImagePipelineError else { return false }
            return cause.codec == .png && cause.kind == .codecError
        }
        #expect(throws: ImagePipelineError.self) {
            try Thumbnailer.render(data, source: "adler.png", recipe: ImageRecipe(width: 16, height: 16))
        }
    }

    @Test func aJPEGHeaderClaimingMoreThanItsDataCanHoldIsRefused() throws {
        // The baseline fixture's frame header rewritten to 10000×10000 (within a 200 MP limit).
        var data = try Fixtures.data("jpeg/baseline.jpg")
        let sof = try #require(data.range(of: Data([0xFF, 0xC0]))).lowerBound
        for (offset, byte) in [UInt8](arrayLiteral: 0x27, 0x10, 0x27, 0x10).enumerated() {
            data[sof + 5 + offset] = byte
        }
        let limits = ImageDecoders.Limits(maxPixels: 200_000_000)
        #expect {
            _ = try ImageDecoders.decode(data, source: "claims.jpg", limits: limits)
        } throws: { error in
            guard case .decodingFailed(_, let reason, let cause) = error as? ImagePipelineError else { return false }
            return reason.contains("cannot hold a 10000×10000 JPEG") && cause == .pipeline(.implausibleSize)
        }
    }

    @Test func aProgressiveJPEGWithThousandsOfScansIsRefused() throws {
        // The progressive fixture with its last scan repeated 2,000 times: far past libjpeg-turbo's 500-scan limit.
        let data = try Fixtures.data("jpeg/progressive.jpg")
        let bytes = [UInt8](data)
        var lastScan = 0
        for index in 0..<(bytes.count - 1) where bytes[index] == 0xFF && bytes[index + 1] == 0xDA { lastScan = index }
        let scan = bytes[lastScan..<(bytes.count - 2)]
        let bomb = Data(
            bytes[..<(bytes.count - 2)] + Array(repeating: Array(scan), count: 2_000).joined() + [0xFF, 0xD9]
        )
        #expect(throws: ImagePipelineError.self) { try ImageDecoders.decode(bomb, source: "scans.jpg") }
    }
}

/// Local inputs that are not regular files are refused at once, never opened for a read that could block or never
/// end.
@Suite struct NonRegularFileTests {
    @Test func directoriesFIFOsAndDevicesAreRefusedWithoutBlocking() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("non-regular-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.png")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let cases: [(URL, String)] = [
            (folder, "a directory"), (fifo, "a FIFO"), (URL(fileURLWithPath: "/dev/zero"), "a character device"),
        ]
        for (url, kind) in cases {
            await #expect {
                _ = try await FileDataLoader().loadData(for: url)
            } throws: { error in
                guard case .loadingFailed(let source, let reason) = error as? ImagePipelineError else { return false }
                return source == url.path && reason == "\(kind), not a regular file"
            }
        }
    }

    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID().uuidString).png")
        try Data(count: 5_000).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        await #expect(throws: ImagePipelineError.fileTooLarge(source: url.path, bytes: 5_000, limit: 4_096)) {
            try await FileDataLoader(maxBytes: 4_096).loadData(for: url)
        }
    }
}
