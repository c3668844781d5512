import FeatureKit
import FeatureTrending
import Testing

/// Trending's event declarations compact neighbours only: a later timeframe replaces an earlier one, `back`
/// undoes `open`, and a condition between them stops both.
@Suite struct TrendingEventCompactionTests {
    func compact(_ text: String) throws -> String {
        let events = try ScreenEvent.list(parsing: text)
        return ScreenEvent.text(of: TrendingEvent.compacted(events, feature: TrendingFeature().name))
    }

    @Test func theDeclarationsCompactNeighboursOnly() throws {
        #expect(try compact("timeframe:week,timeframe:month") == "timeframe:month")
        #expect(try compact("timeframe:week,load-more,timeframe:month") == "timeframe:week,load-more,timeframe:month")
        #expect(try compact("open:0,back") == "open:0,back")
        #expect(try compact("open:0,back,open:1") == "open:1")
        #expect(try compact("timeframe:week,open:0,back,timeframe:day") == "timeframe:day")
        #expect(try compact("open:0,back,network:offline,open:1") == "open:0,back,network:offline,open:1")
        #expect(
            try compact("timeframe:week,network:offline,timeframe:month")
                == "timeframe:week,network:offline,timeframe:month"
        )
    }
}
