import FeatureKit
import FeatureTestSupport
import Foundation
import Testing

@testable import FeatureSpecials

/// The specials screens at Large, xxxLarge and AX5 on the smallest phone, a phone in landscape and a tablet: every
/// rule holds (every price drawn, one type ramp a grid, a whole product on the first screen); the tiles keep
/// their frames and their text grows as far as the smallest of them allows.
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

    @Test func tilesKeepTheirFramesAndTheirTextNeverShrinksAtALargerSize() async throws {
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
        // One type ramp for the grid: each role at one size, none smaller at AX5 than at Large. The seed's 3 × 3
        // tiles bound it (a larger ramp would cut their names), so it grows only as far as they allow.
        func sizes(_ tiles: [LayoutItem]) -> [String: Set<Double>] {
            var found: [String: Set<Double>] = [:]
            for tile in tiles {
                for case .text(let run) in tile.parts {
                    found["\(run.style) \(run.role) \(run.strikethrough)", default: []].insert(run.fontSize)
                }
            }
            return found
        }
        let atLarge = sizes(large)
        let atAX5 = sizes(ax5)
        #expect(atLarge.values.allSatisfy { $0.count == 1 } && atAX5.values.allSatisfy { $0.count == 1 })
        for (role, size) in atLarge {
            #expect((atAX5[role]?.first ?? .infinity) >= (size.first ?? 0), "\(role)")
        }
    }
}
