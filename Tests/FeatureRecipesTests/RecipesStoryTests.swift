import FeatureKit
import FeatureRecipes
import FeatureTestSupport
import Foundation
import Networking
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every recipes story on every device and orientation keeps the screen rules and shows its state; navigation
/// events drive the view model as the stories say.
@Suite struct RecipesStoryTests {
    func context() throws -> FeatureContext {
        FeatureContext(
            client: HTTPClient(configuration: .init(transport: RecipesFeature().bundledTransport(), retry: .none)),
            measurer: EstimatedTextMeasurer()
        )
    }

    @Test(arguments: RecipesStories.all.map(\.name))
    func keepsTheScreenRulesOnEveryDevice(story: String) async throws {
        for cell in try await StoryMatrix.render(RecipesFeature(), story: story, context: context()) {
            let label = "\(story) on \(cell.device.name) \(cell.orientation.rawValue)"
            let document = cell.document
            #expect(ScreenCheck.violations(in: document) == [], "\(label)")
            switch story {
            case "loaded":
                #expect(!document.items(ofKind: .recipeTile).isEmpty)
                #expect(document.items(ofKind: .recipeTile).allSatisfy { $0.action?.event == "open" })
                #expect(document.transition == nil)
            case "loading": #expect(document.item("loading")?.kind == .activityIndicator)
            case "empty": #expect(document.item("empty") != nil)
            case "error": #expect(document.item("error-button")?.action == LayoutAction(event: "retry"))
            case "offline":
                #expect(document.item("offline-banner") != nil)
                #expect(!document.items(ofKind: .recipeTile).isEmpty)
            case "detail":
                #expect(document.screen == "detail")
                #expect(document.item("back")?.action == LayoutAction(event: "back"))
                #expect(document.item("recipe-link")?.href != nil)
                #expect(document.item("recipe-link")?.action == LayoutAction(event: "open-link"))
                #expect(document.transition?.rawValue == "slide-left")
            case "browser":
                #expect(document.screen == "browser")
                #expect(document.item("close")?.action == LayoutAction(event: "back"))
                #expect(document.transition?.rawValue == "slide-up")
                // The bar says what the page is; the address bar under it shows the address (no scheme) as a
                // smaller secondary line, and a progress bar under that shows the page loading.
                let bar = try #require(document.item("navigation-bar"))
                let page = try #require(document.item("web-view"))
                let address = try #require(document.item("address"))
                let href = try #require(page.href)
                #expect(bar.accessibility?.label == "Recipe website")
                #expect(
                    address.parts.contains { part in
                        if case .text(let run) = part {
                            return href.hasSuffix(run.text) && !run.text.hasPrefix("http") && run.role == .secondary
                        }
                        return false
                    }
                )
                let progress = try #require(document.item("page-progress"))
                #expect(progress.kind == .progressBar)
                #expect(abs(progress.frame.minY - address.frame.maxY) < 0.5, "the progress bar sits under the address")
                #expect(progress.accessibility?.value == "10 percent")
                #expect(document.item("cannot-open") == nil)
            case "browser-cannot-open":
                // The page iOS shows for a server that cannot be found, with Try Again; no progress bar, no URL.
                #expect(document.screen == "browser")
                #expect(document.item("page-progress") == nil)
                let message = try #require(document.item("cannot-open"))
                #expect(message.accessibility?.label.contains("server can't be found") == true)
                #expect(message.diagnostic?.contains("www.kraftfoods.com") == true)
                #expect(document.item("cannot-open-button")?.action == LayoutAction(event: "reload-page"))
                #expect(message.frame.minY > (document.item("address")?.frame.maxY ?? .infinity))
            case "other-detail":
                // The data has no photo: the detail draws none (no "no photo" plate), its text from the top.
                #expect(document.screen == "detail")
                let detail = try #require(document.allItems.first { $0.kind == .recipeDetail })
                #expect(!detail.parts.contains { if case .image = $0 { true } else { false } })
                #expect(document.item("recipe-link")?.href != nil)
            case "back-to-list":
                #expect(document.screen == "list")
                #expect(document.transition?.rawValue == "slide-right")
            default:
                Issue.record("no expectation for story \(story)")
            }
        }
    }

    @Test func navigationEventsGiveEveryTransition() async throws {
        let context = try context()
        let feature = RecipesFeature()
        var session = ScreenSession(feature: feature.name, model: RecipesScreenModel(feature: feature))
        var transitions: [String?] = []
        for event in ["open:0", "open-link", "page-failed", "reload-page", "back", "back"] {
            try await session.apply(try ScreenEvent(parsing: event), context: context)
            transitions.append(session.model.transition?.rawValue)
        }
        #expect(transitions == ["slide-left", "slide-up", nil, nil, "slide-down", "slide-right"])
        #expect(session.model.navigator.current == .list)
        for event in ["open-link", "page-failed", "reload-page"] {
            await #expect(throws: FeatureError.self, "\(event) with no browser open") {
                try await session.apply(ScreenEvent(event), context: context)
            }
        }
    }
}
