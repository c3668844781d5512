import FeatureKit
import FeatureTestSupport
import FeatureUserCards
import Testing

/// `fetch --json`'s records of the bundled data: every item, every key on every line (absent values as null).
@Suite struct UserCardsFetchTests {
    @Test func everyItemIsARecordWithEveryKey() async throws {
        let feature = UsersFeature()
        let result = try await feature.fetch(FetchRequest(), context: FeatureTestContext.bundled(feature))
        let records = try FeatureTestContext.jsonObjects(result.records)
        #expect(records.count == 15)
        for record in records {
            #expect(Set(record.keys) == ["id", "name", "avatarURL"], "\(record.keys.sorted())")
        }
        #expect(result.rows.count <= records.count)
    }
}
