public import FeatureKit
import Foundation

extension SpecialsFeature {
    /// Rows are the specials' pictures; records are every special with the feed's canvas unit.
    public func fetch(_ request: FetchRequest, context: FeatureContext) async throws(FeatureError) -> FetchResult {
        try request.requireWholeFeed(of: name, what: "the specials feed")
        let rows = try await images(context: context).map(FetchResult.Row.init)
        let feed = try await loadFeed(context: context).feed
        return FetchResult(rows: rows, records: feed.items.map { SpecialRecord($0, canvasUnit: feed.canvasUnit) })
    }
}
