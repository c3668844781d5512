import FeatureKit
import FeatureRecipes
import FeatureTestSupport
import Foundation
import Networking
import Testing

/// The recipes screens at Large, xxxLarge and AX5 on the smallest phone, a phone in landscape and a tablet: every
/// rule holds, and the screens adapt as iOS apps do at accessibility sizes.
@Suite struct RecipesTextSizeTests {
    let measurer = EstimatedTextMeasurer()

    func context() -> FeatureContext {
        FeatureContext(
            client: HTTPClient(configuration: .init(transport: RecipesFeature().bundledTransport(), retry: .none)),
            measurer: measurer
        )
    }

    @Test(arguments: RecipesStories.all.map(\.name))
    func keepsEveryRuleAtEveryTestedTextSize(story: String) async throws {
        for (size, cell) in try await StoryMatrix.renderTextSizes(RecipesFeature(), story: story, context: context()) {
            let problems = ScreenCheck.allViolations(in: cell.document, measurer: measurer)
            #expect(
                problems == [],
                "\(story) at \(size.rawValue) on \(cell.device.name) \(cell.orientation.rawValue): \(problems)"
            )
        }
    }

    @Test func popularHasOneColumnOnPhonesAtAX5AndRowTitlesAreWhole() async throws {
        let cells = try await StoryMatrix.renderTextSizes(
            RecipesFeature(),
            story: "loaded",
            sizes: [.accessibilityExtraExtraExtraLarge],
            context: context()
        )
        for (_, cell) in cells {
            let tiles = cell.document.items(ofKind: .recipeTile)
            let columns = Set(tiles.map(\.frame.x)).count
            #expect(!tiles.isEmpty)
            #expect(columns == (cell.device.name.hasPrefix("ipad") ? 2 : 1), "\(cell.device.name): \(columns)")
            for row in cell.document.items(ofKind: .recipeRow) {
                for case .text(let run) in row.parts {
                    #expect(run.hides == nil, "\(row.id) on \(cell.device.name): \(run.lines)")
                    #expect(run.fontSize == 53)
                }
            }
        }
    }
}
