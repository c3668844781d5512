import FeatureKit
import FeatureTestSupport
import FeatureUsers
import Foundation
import Networking
import NetworkingTestSupport
import Testing

extension StackOverflowSuites {
    /// The screen rules hold for random user feeds: random names of any length, avatars or none, Stack Overflow users
    /// with random names, locations and badge counts, on every device and orientation.
    @Suite struct StackOverflowRandomFeedTests {
        func context(_ fixtures: [String: FixtureTransport.Fixture]) throws -> FeatureContext {
            FeatureContext(
                client: HTTPClient(configuration: .init(transport: FixtureTransport(fixtures: fixtures), retry: .none)),
                measurer: EstimatedTextMeasurer()
            )
        }

        @Test(arguments: [5, 2026] as [UInt64])
        func stackOverflowRulesHoldGivenRandomPages(seed: UInt64) async throws {
            var generator = SeededGenerator(seed: seed)
            var rendered = 0
            for _ in 0..<3 {
                let items: [[String: Any]] = (0..<Int.random(in: 0...30, using: &generator)).map { index in
                    var item: [String: Any] = [
                        "user_id": index + 1, "display_name": generator.text(maxWords: 5) + " \(index)",
                        "reputation": Int.random(in: 0...2_000_000, using: &generator),
                        "user_type": ["registered", "moderator", "unregistered", "team_admin"].randomElement(
                            using: &generator
                        ) ?? "registered",
                        "badge_counts": [
                            "gold": Int.random(in: 0...5000, using: &generator),
                            "silver": Int.random(in: 0...50000, using: &generator),
                            "bronze": Int.random(in: 0...90000, using: &generator),
                        ],
                        "profile_image": "https://example.com/\(index).png",
                        "link": "https://stackoverflow.com/users/\(index + 1)",
                    ]
                    if Bool.random(using: &generator) { item["location"] = generator.text(maxWords: 8) }
                    return item
                }
                let body = try JSONSerialization.data(withJSONObject: [
                    "items": items, "has_more": false, "quota_remaining": 100,
                ])
                let context = try context([StackOverflowFixtures.firstPageURL.absoluteString: .init(body: .data(body))])
                for story in ["loaded", "avatars-loading", "detail"] {
                    guard
                        let cells = try? await StoryMatrix.render(
                            StackOverflowFeature(),
                            story: story,
                            context: context
                        )
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
