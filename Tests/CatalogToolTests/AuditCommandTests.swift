import FeatureKit
import Foundation
import Testing

@testable import CatalogTool

/// `catalog-tool audit` as a process: its exit codes, its JSON records and its report.
@Suite struct AuditCommandTests {
    @Test func usageErrorsExit2() async throws {
        let scratch = try Scratch()
        let cache = scratch.url.appendingPathComponent("cache")
        for arguments in [
            ["audit", "--feature", "nope"], ["audit", "--devices", "toaster"],
            ["audit", "--orientations", "sideways"], ["audit", "--story", "no-such-story"],
            ["audit", "--feed-url", "http://127.0.0.1:1/users.json"],
        ] {
            let result = try await ToolProcess.run(arguments, cache: cache, in: scratch.url)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
        }
    }

    @Test func jsonPrintsOneRecordPerViolationAndTheExitCodeSaysWhetherThereWereAny() async throws {
        let scratch = try Scratch()
        let cache = scratch.url.appendingPathComponent("cache")
        let result = try await ToolProcess.run(
            ["audit", "--feature", "recipes", "--story", "loaded", "--devices", "iphone-se", "--json"],
            cache: cache,
            in: scratch.url
        )
        let records = try result.stdout.split(separator: "\n").map {
            try JSONDecoder().decode(ScreenAudit.Finding.self, from: Data($0.utf8))
        }
        #expect(result.status == (records.isEmpty ? 0 : 1), "\(result.stderr)")
        #expect(records.allSatisfy { $0.feature == "recipes" && $0.device == "iphone-se" })
    }

    @Test func variantOptionsNameTheVariantInEveryRecordAndRejectUnknownNames() async throws {
        let scratch = try Scratch()
        let cache = scratch.url.appendingPathComponent("cache")
        for arguments in [
            ["audit", "--text-sizes", "huge"], ["audit", "--appearances", "sepia"], ["audit", "--directions", "up"],
        ] {
            let result = try await ToolProcess.run(arguments, cache: cache, in: scratch.url)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(arguments[2]), "\(result.stderr)")
        }
        let result = try await ToolProcess.run(
            [
                "audit", "--feature", "users", "--story", "loaded", "--devices", "iphone-se", "--orientations",
                "portrait", "--text-sizes", "xs,ax5", "--appearances", "dark", "--directions", "ltr,rtl",
            ],
            cache: cache,
            in: scratch.url
        )
        let last = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("4 screens checked"), "\(result.stdout)")
    }
}
