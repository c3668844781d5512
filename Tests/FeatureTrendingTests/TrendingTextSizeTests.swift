import FeatureKit
import FeatureTestSupport
import FeatureTrending
import Foundation
import Networking
import Testing

/// The trending screens at Large, xxxLarge and AX5 on the smallest phone, a phone in landscape and a tablet: every
/// rule holds, and rows stack their avatar above the text at accessibility sizes.
@Suite struct TrendingTextSizeTests {
    let measurer = EstimatedTextMeasurer()

    func context() throws -> FeatureContext {
        let now = try #require(ISO8601DateFormatter().date(from: "2026-11-20T09:00:00Z"))
        return FeatureContext(
            client: HTTPClient(configuration: .init(transport: TrendingFixtures.transport(now: { now }), retry: .none)),
            measurer: measurer,
            now: { now }
        )
    }

    @Test(arguments: TrendingStories.all.map(\.name))
    func keepsEveryRuleAtEveryTestedTextSize(story: String) async throws {
        let cells = try await StoryMatrix.renderTextSizes(TrendingFeature(), story: story, context: context())
        for (size, cell) in cells {
            let problems = ScreenCheck.allViolations(in: cell.document, measurer: measurer)
            #expect(
                problems == [],
                "\(story) at \(size.rawValue) on \(cell.device.name) \(cell.orientation.rawValue): \(problems)"
            )
        }
    }

    @Test func rowsStackTheAvatarAboveTheNameAtAX5() async throws {
        let se = try #require(DeviceProfile.named("iphone-se"))
        let document = try await StoryMatrix.render(
            TrendingFeature(),
            story: "loaded",
            on: se,
            .portrait,
            traits: ScreenTraits(textSize: .accessibilityExtraExtraExtraLarge),
            context: context()
        ).document
        let rows = document.items(ofKind: .trendingRow)
        #expect(!rows.isEmpty)
        for row in rows {
            // The avatar (an image, or the default avatar's shapes) comes first.
            let avatar = try #require(row.parts.first?.frame)
            #expect(avatar.width == 44)
            let name = try #require(
                row.parts.compactMap { part -> LayoutPart.TextRun? in
                    if case .text(let run) = part { return run }
                    return nil
                }.first
            )
            #expect(name.frame.minY >= avatar.maxY, "\(row.id)")
            #expect(name.hides == nil, "\(row.id): \(name.lines)")
        }
    }
}
