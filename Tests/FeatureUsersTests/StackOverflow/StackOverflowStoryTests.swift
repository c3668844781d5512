import FeatureKit
import FeatureTestSupport
import FeatureUsers
import Foundation
import Networking
import Testing

extension StackOverflowSuites {
    /// Every Mario cards and Stack Overflow story on every device and orientation keeps the screen rules and shows its
    /// state.
    @Suite struct StackOverflowStoryTests {
        func context() throws -> FeatureContext {
            FeatureContext(
                client: HTTPClient(configuration: .init(transport: StackOverflowFixtures.transport(), retry: .none)),
                measurer: EstimatedTextMeasurer()
            )
        }

        @Test(arguments: StackOverflowStories.all.map(\.name))
        func stackOverflowKeepsTheScreenRules(story: String) async throws {
            for cell in try await StoryMatrix.render(StackOverflowFeature(), story: story, context: context()) {
                let document = cell.document
                #expect(
                    ScreenCheck.violations(in: document) == [],
                    "\(story) on \(cell.device.name) \(cell.orientation)"
                )
                let users = document.items(ofKind: .stackOverflowUser)
                switch story {
                case "loaded":
                    #expect(users.count == 30)
                    // Each cell names its user type, not only moderators.
                    #expect(
                        users.allSatisfy { user in
                            user.parts.contains { part in
                                if case .text(let run) = part { return ["Registered", "Moderator"].contains(run.text) }
                                return false
                            }
                        }
                    )
                case "loading": #expect(document.item("loading") != nil)
                case "empty": #expect(document.item("empty") != nil)
                case "error": #expect(document.item("error-button") != nil)
                case "offline": #expect(document.item("offline-banner") != nil && users.count == 30)
                case "loading-more":
                    #expect(users.count == 30)
                    #expect(document.sections.first { $0.id == "users" }?.items.last?.kind == .activityIndicator)
                case "avatars-loading":
                    #expect(
                        users.allSatisfy { user in !user.parts.contains { if case .image = $0 { true } else { false } }
                        }
                    )
                case "quota-exhausted":
                    #expect(document.item("quota-banner") != nil)
                    #expect(users.count == 60)
                case "detail":
                    #expect(document.screen == "detail")
                    #expect(document.item("profile-link")?.href != nil)
                    #expect(document.item("back") != nil)
                default: Issue.record("no expectation for story \(story)")
                }
            }
        }

        @Test func pagesLoadOnScrollUntilThereAreNoMore() async throws {
            let context = try context()
            let feature = StackOverflowFeature()
            var session = ScreenSession(feature: feature.name, model: StackOverflowScreenModel(feature: feature))
            try await session.apply(
                [ScreenEvent("load-more"), ScreenEvent("load-more"), ScreenEvent("load-more")],
                context: context
            )
            #expect(session.model.list.users.count == 60)
            #expect(session.model.list.loadedPages == [1, 2])
            #expect(!session.model.list.hasMore)
        }
    }
}
