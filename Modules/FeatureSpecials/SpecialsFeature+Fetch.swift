public import FeatureKit
import Foundation

extension SpecialsFeature {
    /// Rows are the specials' pictures; records are every special with the feed's canvas unit.
    public func fetch(_ request: FetchRequest, context: FeatureContext) async throws(FeatureError) -> FetchResult {
        if request.pages != 1 || request.page != nil || !request.query.isEmpty || request.variant != nil {
            throw .unsupportedFetch(feature: name, reason: "the specials feed has no pages, queries or variants")
        }
        let rows = try await images(context: context).map {
            FetchResult.Row(
                id: $0.id,
                title: $0.label,
                detail: "tile \(Int($0.tileSize)) pt",
                url: $0.url.absoluteString
            )
        }
        let feed = try await loadFeed(context: context).feed
        return FetchResult(rows: rows, records: feed.items.map { SpecialRecord($0, canvasUnit: feed.canvasUnit) })
    }
}
