import FeatureKit
import Foundation
import Testing

@testable import CatalogTool

/// The release matrix of `catalog-tool audit`. It keeps both cores busy for minutes, so `make test` runs this suite
/// on its own after the others (beside the suites' own servers it starved their 10-s render deadline into 503s).
@Suite struct AuditMatrixTests {
    /// The issues' bar: every feature, story, device and orientation at text sizes l, xxxl and ax5 (all twelve for
    /// each `loaded` story and trending's `detail`), light and dark, left to right and right to left, laid out with
    /// the real text stack (FreeType and HarfBuzz, as the tool runs), keeps every rule. The tool runs as a process,
    /// as a person runs it.
    @Test func theReleaseMatrixHasNoViolation() async throws {
        let scratch = try Scratch()
        let result = try await ToolProcess.run(
            ["audit", "--matrix"],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        #expect(result.status == 0, "\(result.stdout.suffix(3000))")
        let last = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasSuffix("screens checked, 0 violations"), "\(last)")
        let screens = Int(last.split(separator: " ").first ?? "") ?? 0
        let perStory = DeviceProfile.all.count * 2
        let stories = CatalogEnvironment.features.reduce(0) { $0 + $1.stories.count }
        let everySize = CatalogEnvironment.features.count + 1  // each `loaded`, and trending's `detail`
        #expect(screens == stories * perStory * 3 * 2 * 2 + everySize * perStory * 9 * 2 * 2)
    }
}
