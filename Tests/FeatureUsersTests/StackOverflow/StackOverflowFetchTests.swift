import FeatureKit
import FeatureTestSupport
import FeatureUsers
import Testing

extension StackOverflowSuites {
    /// `fetch --json`'s records of the bundled data: every item, every key on every line (absent values as null).
    @Suite struct StackOverflowFetchTests {
        @Test func everyItemIsARecordWithEveryKey() async throws {
            let feature = StackOverflowFeature()
            let result = try await feature.fetch(FetchRequest(), context: FeatureTestContext.bundled(feature))
            let records = try FeatureTestContext.jsonObjects(result.records)
            #expect(records.count == 30)
            for record in records {
                #expect(
                    Set(record.keys) == [
                        "id", "displayName", "reputation", "badges", "location", "userType", "link", "profileImage",
                    ],
                    "\(record.keys.sorted())"
                )
            }
            #expect(result.rows.count <= records.count)
        }
    }
}
