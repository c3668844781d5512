import FeatureKit
import FeatureRecipes
import FeatureTestSupport
import Foundation
import Networking
import Testing

/// Loads through the bundled transport, as the default run does.
func makeContext() throws -> FeatureContext {
    let client = HTTPClient(configuration: .init(transport: RecipesFeature().bundledTransport(), retry: .none))
    return FeatureContext(client: client, measurer: EstimatedTextMeasurer())
}

@Suite struct RecipeDecodingTests {
    @Test func realPayloadHas15PopularAnd13Other() async throws {
        let (recipes, stale) = try await RecipesFeature().recipes(context: makeContext())
        #expect(recipes.count == 28)
        #expect(recipes.filter(\.isPopular).count == 15)
        #expect(recipes.filter { !$0.isPopular }.count == 13)
        #expect(!stale)
        // Titles padded with \r, \n and \t in the feed are trimmed.
        #expect(recipes.allSatisfy { $0.title == $0.title.trimmingCharacters(in: .whitespacesAndNewlines) })
        #expect(recipes.contains { $0.title == "Broccoli Casserole" })
    }

    @Test func ingredientsAreSplitTrimmedAndDeduplicated() {
        #expect(Recipe.ingredients(from: " eggs, salt ,, Eggs,pepper ,  ") == ["eggs", "salt", "pepper"])
        #expect(Recipe.ingredients(from: "") == [])
    }

    @Test func malformedPayloadNamesThePath() throws {
        let endpoint = Endpoint<RecipeFeed>(request: HTTPRequest(url: RecipesFeature.endpoint))
        let body = Data(
            #"{"title":"t","version":0.1,"href":"h","results":[{"title":"a","href":"h","ingredients":"x","thumbnail":""},{"title":3}]}"#
                .utf8
        )
        #expect(
            throws: NetworkingError.decoding(
                url: RecipesFeature.endpoint.absoluteString,
                path: "results[1].title",
                reason: "expected String"
            )
        ) {
            try endpoint.decode(body, url: RecipesFeature.endpoint.absoluteString)
        }
    }
}

@Suite struct RecipesLayoutTests {
    @Test(arguments: DeviceProfile.all.flatMap { device in ScreenOrientation.allCases.map { (device, $0) } })
    func gridHasSquareTilesInTwoOrThreeColumnsWithoutOverlap(device: DeviceProfile, orientation: ScreenOrientation)
        async throws
    {
        let document = try await RecipesFeature().layout(
            LayoutRequest(device: device, orientation: orientation),
            context: makeContext()
        )
        let popular = try #require(document.sections.first { $0.id == "popular" })
        let other = try #require(document.sections.first { $0.id == "other" })
        #expect(popular.items.count == 15 && other.items.count == 13)
        let columns = Set(popular.items.map(\.frame.x)).count
        #expect(columns == (orientation == .portrait ? 2 : 3))
        for tile in popular.items { #expect(abs(tile.frame.width - tile.frame.height) < 0.001) }
        let all = document.allItems
        for (index, item) in all.enumerated() {
            #expect(item.frame.maxX <= document.device.width + 0.001)
            for other in all[(index + 1)...] {
                #expect(!item.frame.intersects(other.frame), "\(item.id) overlaps \(other.id)")
            }
        }
        // Sections follow one another in one scroll.
        let lastTile = popular.items.map(\.frame.maxY).max() ?? 0
        #expect((other.headerFrame?.minY ?? 0) >= lastTile)
        #expect(document.contentSize.height >= (other.items.last?.frame.maxY ?? 0))
    }

    @Test func tileTitleSitsBottomRightAndWraps() async throws {
        let device = try #require(DeviceProfile.named("iphone-se"))
        let document = try await RecipesFeature().layout(LayoutRequest(device: device), context: makeContext())
        let tiles = try #require(document.sections.first).items
        for tile in tiles {
            guard case .text(let title) = tile.parts.last else {
                Issue.record("tile \(tile.id) has no title")
                continue
            }
            #expect(title.alignment == .trailing)
            #expect(abs(title.frame.maxY - (tile.frame.maxY - 8)) < 0.01)
            #expect(tile.frame.contains(title.frame))
        }
        let long = try #require(tiles.first { $0.id == "recipe-3" })
        guard case .text(let title) = long.parts.last else { return }
        #expect(title.lines.count >= 2, "\(title.lines)")
    }

    @Test func detailShowsIngredientsAndLinkAsText() async throws {
        let device = try #require(DeviceProfile.named("iphone-15"))
        let document = try await RecipesFeature().layout(
            LayoutRequest(device: device, screen: "detail", item: 0),
            context: makeContext()
        )
        let texts = document.allItems.flatMap(\.parts).compactMap { part -> String? in
            if case .text(let run) = part { return run.text }
            return nil
        }
        #expect(texts.first == "Savoury Deviled Eggs")
        #expect(texts.contains("Ingredients"))
        #expect(texts.contains { $0.hasPrefix("http://") })
        await #expect(throws: FeatureError.eventItemOutOfRange(feature: "recipes", event: "open", index: 99, count: 28))
        {
            try await RecipesFeature().layout(
                LayoutRequest(device: device, screen: "detail", item: 99),
                context: makeContext()
            )
        }
    }
}

@Suite struct RecipesNavigationTests {
    @Test func pushPresentDismissAndPop() throws {
        var navigator = RecipesNavigator()
        #expect(navigator.back() == nil)
        #expect(navigator.open(recipeID: 4) == .slideLeft)
        let link = try #require(URL(string: "http://www.recipezaar.com/x"))
        #expect(navigator.openLink(link) == .slideUp)
        #expect(navigator.current == .browser(link, .started))
        let shown = navigator.showPage(.cannotOpen)
        #expect(shown)
        #expect(navigator.current == .browser(link, .cannotOpen))
        #expect(navigator.back() == .slideDown)
        let shownWithoutBrowser = navigator.showPage(.started)
        #expect(!shownWithoutBrowser, "no browser open")
        #expect(navigator.current == .detail(recipeID: 4))
        #expect(navigator.back() == .slideRight)
        #expect(navigator.current == .list)
        #expect(navigator.openLink(link) == nil)
    }

    @Test func viewModelStates() {
        var model = RecipesViewModel()
        #expect(model.state == .loading)
        model.loaded([])
        #expect(model.state == .empty)
        let recipe = Recipe(id: 0, title: "A", link: nil, ingredients: [], thumbnail: URL(string: "http://x/a.jpg"))
        model.loaded([recipe], stale: true)
        #expect(model.state == .loadedStale(popular: [recipe], other: []))
        let failure = LoadFailure(.serverProblem, detail: "Server answered 503 for https://x/recipes.json.")
        model.failed(failure)
        #expect(model.state == .failed(failure))
    }
}
