import FeatureKit
import FeatureTestSupport
import FeatureTrending
import Testing

/// `fetch --json`'s records of the bundled data: every item, every key on every line (absent values as null).
@Suite struct TrendingFetchTests {
    @Test func everyItemIsARecordWithEveryKey() async throws {
        let feature = TrendingFeature()
        let result = try await feature.fetch(FetchRequest(), context: FeatureTestContext.bundled(feature))
        let records = try FeatureTestContext.jsonObjects(result.records)
        #expect(records.count == 12)
        for record in records {
            #expect(
                Set(record.keys) == [
                    "id", "fullName", "owner", "name", "description", "stars", "language", "forks", "createdAt", "url",
                    "avatarURL", "favourite",
                ],
                "\(record.keys.sorted())"
            )
        }
        #expect(result.rows.count <= records.count)
        #expect(records.first?["stars"] as? Int == 693)
        #expect(records.first?["favourite"] as? Bool == false)
        #expect((records.first?["createdAt"] as? String)?.hasSuffix("Z") == true)
    }
}
