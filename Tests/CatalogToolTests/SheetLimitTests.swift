import Foundation
import Testing

/// `sheet` checks its size before it loads or allocates anything: a sheet over 50,000,000 pixels is refused with its
/// numbers and no file is written (`--tile 1024 --columns 64` used to die with SIGILL).
@Suite struct SheetLimitTests {
    @Test func aSheetOverThePixelLimitIsRefusedWithItsNumbers() async throws {
        let scratch = try Scratch()
        let result = try await ToolProcess.run(
            ["sheet", "--feature", "specials", "--tile", "1024", "--columns", "64", "--out", "big.png"],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stderr.contains("tiles of 1024 px in 64 columns would be 69696×")
                && result.stderr.contains("over the limit of 50000000"),
            "\(result.stderr)"
        )
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("big.png").path))
    }

    @Test func aThumbnailSizeOverTheOutputLimitIsAUsageError() async throws {
        let scratch = try Scratch()
        let result = try await ToolProcess.run(
            ["image", "thumbnail", "--size", "16384", "--out", "t", "--", "missing.png"],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        #expect(result.status == 2 && result.stderr.contains("--size must be between 1 and 8192"), "\(result.stderr)")
    }
}
