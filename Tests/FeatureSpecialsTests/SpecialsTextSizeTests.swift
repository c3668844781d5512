import FeatureKit
import FeatureTestSupport
import Foundation
import Testing

@testable import FeatureSpecials

/// The specials screens at Large, xxxLarge and AX5 on the smallest phone, a phone in landscape and a tablet: every
/// rule holds; the tiles keep their frames and their text grows as far as they allow.
@Suite struct SpecialsTextSizeTests {
    let measurer = EstimatedTextMeasurer()

    @Test(arguments: SpecialsStories.all.map(\.name))
    func keepsEveryRuleAtEveryTestedTextSize(story: String) async throws {
        let cells = try await StoryMatrix.renderTextSizes(SpecialsFeature(), story: story, context: Fixtures.context())
        for (size, cell) in cells {
            let problems = ScreenCheck.allViolations(in: cell.document, measurer: measurer)
            #expect(
                problems == [],
                "\(story) at \(size.rawValue) on \(cell.device.name) \(cell.orientation.rawValue): \(problems)"
            )
        }
    }

    @Test func tilesKeepTheirFramesAndTheirTextGrowsWhereTheyHaveRoom() async throws {
        let ipad = try #require(DeviceProfile.named("ipad-10"))
        func document(_ size: ContentSizeCategory) async throws -> LayoutDocument {
            try await StoryMatrix.render(
                SpecialsFeature(),
                story: "loaded",
                on: ipad,
                .portrait,
                traits: ScreenTraits(textSize: size),
                context: Fixtures.context()
            ).document
        }
        let large = try await document(.large).items(ofKind: .specialTile)
        let ax5 = try await document(.accessibilityExtraExtraExtraLarge).items(ofKind: .specialTile)
        // The bars above grow, so the tiles move down; each keeps its place and size.
        func frames(_ tiles: [LayoutItem]) -> [Rect] {
            let top = tiles.map(\.frame.y).min() ?? 0
            return tiles.map {
                Rect(x: $0.frame.x, y: $0.frame.y - top, width: $0.frame.width, height: $0.frame.height)
            }
        }
        #expect(!large.isEmpty && frames(large) == frames(ax5))
        func sizes(_ tiles: [LayoutItem]) -> [Double] {
            tiles.flatMap { tile in
                tile.parts.compactMap { part -> Double? in
                    if case .text(let run) = part { return run.fontSize }
                    return nil
                }
            }
        }
        #expect(zip(sizes(large), sizes(ax5)).allSatisfy { $0 <= $1 })
        #expect(zip(sizes(large), sizes(ax5)).contains { $0 < $1 })
    }
}
