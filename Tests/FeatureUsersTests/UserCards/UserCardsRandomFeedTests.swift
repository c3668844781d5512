import FeatureKit
import FeatureTestSupport
import FeatureUsers
import Foundation
import Networking
import NetworkingTestSupport
import Testing

extension UserCardsSuites {
    /// The screen rules hold for random user feeds: random names of any length, avatars or none, Stack Overflow users
    /// with random names, locations and badge counts, on every device and orientation.
    @Suite struct UserCardsRandomFeedTests {
        func context(_ fixtures: [String: FixtureTransport.Fixture]) throws -> FeatureContext {
            FeatureContext(
                client: HTTPClient(configuration: .init(transport: FixtureTransport(fixtures: fixtures), retry: .none)),
                measurer: EstimatedTextMeasurer()
            )
        }

        @Test(arguments: [3, 11, 2026] as [UInt64])
        func cardRulesHoldGivenRandomFeeds(seed: UInt64) async throws {
            var generator = SeededGenerator(seed: seed)
            var rendered = 0
            for _ in 0..<4 {
                let users: [[String: String]] = (0..<Int.random(in: 0...24, using: &generator)).map { index in
                    ["name": generator.text(maxWords: 6) + " \(index)", "avatar": "https://example.com/\(index).png"]
                }
                let body = try JSONSerialization.data(withJSONObject: users)
                let context = try context([UsersFixtures.cardsURL.absoluteString: .init(body: .data(body))])
                for story in ["loaded", "selected"] {
                    guard let cells = try? await StoryMatrix.render(UsersFeature(), story: story, context: context)
                    else {
                        continue
                    }
                    rendered += cells.count
                    for cell in cells {
                        #expect(
                            ScreenCheck.violations(in: cell.document) == [],
                            "seed \(seed) \(story) \(cell.device.name)"
                        )
                    }
                }
            }
            #expect(rendered > 0, "seed \(seed): nothing rendered")
        }
    }
}
