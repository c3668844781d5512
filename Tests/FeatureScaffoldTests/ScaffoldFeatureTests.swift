import FeatureKit
import FeatureScaffold
import FeatureTestSupport
import Foundation
import Networking
import Testing

/// Scaffold on its bundled data: the feed decodes, every story keeps the screen rules on every device at Large,
/// xxxLarge and AX5 and shows its state, and `fetch --json` prints every item.
@Suite struct ScaffoldFeatureTests {
    let feature = ScaffoldFeature()

    @Test func theBundledFeedDecodes() async throws {
        let (items, stale) = try await feature.loadItems(context: FeatureTestContext.bundled(feature))
        #expect(items.count == 4 && !stale)
        #expect(items.allSatisfy { $0.imageURL != nil && !$0.title.isEmpty })
    }

    @Test(arguments: ScaffoldStories.all.map(\.name))
    func everyStoryKeepsTheScreenRules(story: String) async throws {
        for size in [ContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge] {
            let cells = try await StoryMatrix.render(
                feature,
                story: story,
                traits: ScreenTraits(textSize: size),
                context: FeatureTestContext.bundled(feature)
            )
            for cell in cells {
                let document = cell.document
                let place = "\(story) at \(size.rawValue) on \(cell.device.name) \(cell.orientation)"
                #expect(ScreenCheck.allViolations(in: document, measurer: EstimatedTextMeasurer()) == [], "\(place)")
                let rows = document.items(ofKind: .scaffoldRow)
                switch story {
                case "loaded": #expect(rows.count == 4, "\(place)")
                case "loading": #expect(document.item("loading") != nil, "\(place)")
                case "empty": #expect(document.item("empty") != nil, "\(place)")
                case "error": #expect(document.item("error-button") != nil, "\(place)")
                case "offline": #expect(document.item("offline-banner") != nil && rows.count == 4, "\(place)")
                case "detail": #expect(document.items(ofKind: .scaffoldDetail).count == 1, "\(place)")
                default: Issue.record("no expectation for story \(story)")
                }
            }
        }
    }

    @Test func fetchPrintsEveryItemWithEveryKey() async throws {
        let result = try await feature.fetch(FetchRequest(), context: FeatureTestContext.bundled(feature))
        let records = try FeatureTestContext.jsonObjects(result.records)
        #expect(records.count == 4 && result.rows.count == 4)
        #expect(records.allSatisfy { Set($0.keys) == ["id", "title", "subtitle", "imageURL"] })
    }
}
