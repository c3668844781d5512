import AsyncPrimitives
import CatalogFeatures
import FeatureKit
import Foundation
import ImagePipeline
import NetworkingTestSupport
import Testing

@testable import CatalogTool

#if canImport(Glibc)
    import Glibc
#endif
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The tool's usage errors and its feature list, as processes.
@Suite struct ToolUsageTests {
    @Test func usageErrorsExit2WithAMessage() async throws {
        let scratch = try Scratch()
        let cache = scratch.url.appendingPathComponent("cache")
        for arguments in [
            ["thumbnails", "--feature", "nope"],
            ["layout", "--feature", "recipes", "--device", "toaster", "--out", "x"], ["bogus"],
        ] {
            let result = try await ToolProcess.run(arguments, cache: cache, in: scratch.url)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("Error"), "\(arguments): \(result.stderr)")
        }
        let runtime = try await ToolProcess.run(
            ["layout", "--feature", "recipes", "--screen", "detail", "--item", "99", "--out", "x.json"],
            cache: cache,
            in: scratch.url
        )
        #expect(runtime.status == 1)
        #expect(runtime.stderr.contains("open takes an item number 0–27; got 99"))
    }

    /// `--deadline 0` is refused with the range it takes and the value given, not "between 0 and …" (issue #42).
    @Test func aZeroDeadlineIsRefusedWithWhatItTakes() async throws {
        let scratch = try Scratch()
        let list = scratch.url.appendingPathComponent("list.jsonl")
        try Data(#"{"id": "a", "url": "https://example.invalid/a.png"}"#.utf8).write(to: list)
        let result = try await ToolProcess.run(
            ["thumbnails", "--input", list.path, "--out", "out", "--deadline", "0"],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        #expect(result.status == 2)
        #expect(result.stderr.contains("--deadline must be more than 0 and at most 604800 seconds"), "\(result.stderr)")
        #expect(result.stderr.contains("got 0"), "\(result.stderr)")
    }

    @Test func featuresListsEveryFeature() async throws {
        let scratch = try Scratch()
        let result = try await ToolProcess.run(["features", "--json"], cache: scratch.url, in: scratch.url)
        #expect(result.status == 0)
        #expect(!FeatureRegistry.names.isEmpty)
        for name in FeatureRegistry.names {
            #expect(result.stdout.contains("\"name\":\"\(name)\""))
        }
        // --verbose is taken anywhere on the command line, by every command.
        let verbose = try await ToolProcess.run(
            ["--verbose", "features", "--json"],
            cache: scratch.url,
            in: scratch.url
        )
        #expect(verbose.status == 0 && verbose.stdout == result.stdout, "\(verbose.stderr)")
    }
}
