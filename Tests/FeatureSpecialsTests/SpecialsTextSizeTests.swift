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

    @Test func namesKeepTheirWordsWholeOnThePhoneAtEveryTestedSize() async throws {
        let se = try #require(DeviceProfile.named("iphone-se"))
        for size in StoryMatrix.testedTextSizes {
            let document = try await StoryMatrix.render(
                SpecialsFeature(),
                story: "loaded",
                on: se,
                .portrait,
                traits: ScreenTraits(textSize: size),
                context: Fixtures.context()
            ).document
            for tile in document.items(ofKind: .specialTile) {
                // A name the tile cannot hold is truncated (the rules judge that); a whole one keeps its words.
                for case .text(let run) in tile.parts where run.style == SpecialsLayout.nameStyle && run.hides == nil {
                    let shown = Set(run.lines.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) })
                    let words = run.text.split(whereSeparator: \.isWhitespace).map(String.init)
                    #expect(words.allSatisfy(shown.contains), "\(size.rawValue) \(tile.id): \(run.lines)")
                }
            }
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
