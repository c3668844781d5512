import FeatureKit
import FeatureRecipes
import FeatureTestSupport
import Foundation
import Networking
import NetworkingTestSupport
import Testing

/// The screen rules hold for random recipe feeds, not only the bundled one: random counts, titles of any length
/// (words longer than a line among them), links present or not, on every device and orientation.
@Suite struct RecipesRandomFeedTests {
    static func randomFeed(_ generator: inout SeededGenerator) throws -> Data {
        let count = Int.random(in: 0...30, using: &generator)
        let results: [[String: String]] = (0..<count).map { index in
            [
                "title": generator.text(maxWords: 10) + " \(index)",
                "href": Bool.random(using: &generator) ? "https://example.com/recipe/\(index)" : "",
                "ingredients": generator.text(maxWords: 8).split(separator: " ").joined(separator: ", "),
                "thumbnail": Bool.random(using: &generator) ? "https://img.example.com/\(index).jpg" : "",
            ]
        }
        return try JSONSerialization.data(withJSONObject: ["title": "Recipe Puppy", "results": results])
    }

    @Test(arguments: [7, 19, 2026] as [UInt64])
    func screenRulesHoldGivenRandomFeeds(seed: UInt64) async throws {
        var generator = SeededGenerator(seed: seed)
        var rendered = 0
        for _ in 0..<4 {
            let body = try Self.randomFeed(&generator)
            let transport = FixtureTransport(fixtures: [
                RecipesFeature.endpoint.absoluteString: .init(body: .data(body))
            ])
            let context = FeatureContext(
                client: HTTPClient(configuration: .init(transport: transport, retry: .none)),
                measurer: EstimatedTextMeasurer()
            )
            for story in ["loaded", "detail", "browser", "offline"] {
                let cells: [StoryMatrix.Cell]
                do {
                    cells = try await StoryMatrix.render(RecipesFeature(), story: story, context: context)
                } catch FeatureError.eventItemOutOfRange, FeatureError.invalidEvent, FeatureError.invalidEventValue {
                    // An empty feed has no item to open; a recipe without a link has no browser.
                    continue
                }
                rendered += cells.count
                for cell in cells {
                    #expect(
                        ScreenCheck.violations(in: cell.document) == [],
                        "seed \(seed) \(story) on \(cell.device.name) \(cell.orientation)"
                    )
                }
            }
        }
        #expect(rendered > 0, "seed \(seed): nothing rendered")
    }
}
