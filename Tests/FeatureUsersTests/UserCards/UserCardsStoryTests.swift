import FeatureKit
import FeatureTestSupport
import FeatureUsers
import Foundation
import Networking
import Testing

extension UserCardsSuites {
    /// Every Mario cards and Stack Overflow story on every device and orientation keeps the screen rules and shows its
    /// state.
    @Suite struct UserCardsStoryTests {
        func context() throws -> FeatureContext {
            FeatureContext(
                client: HTTPClient(configuration: .init(transport: UsersFixtures.transport(), retry: .none)),
                measurer: EstimatedTextMeasurer()
            )
        }

        @Test(arguments: UserCardsStories.all.map(\.name))
        func cardsKeepTheScreenRules(story: String) async throws {
            for cell in try await StoryMatrix.render(UsersFeature(), story: story, context: context()) {
                let document = cell.document
                #expect(
                    ScreenCheck.violations(in: document) == [],
                    "\(story) on \(cell.device.name) \(cell.orientation)"
                )
                let cards = document.items(ofKind: .userCard)
                switch story {
                case "loaded": #expect(cards.count == 15 && cards.allSatisfy { $0.selected == nil })
                case "loading": #expect(document.item("loading") != nil)
                case "empty": #expect(document.item("empty") != nil)
                case "error": #expect(document.item("error-button") != nil)
                case "offline": #expect(document.item("offline-banner") != nil && cards.count == 15)
                case "selected":
                    #expect(cards.filter { $0.selected == .item }.map(\.id) == [cards[1].id])
                default: Issue.record("no expectation for story \(story)")
                }
            }
        }
    }
}
