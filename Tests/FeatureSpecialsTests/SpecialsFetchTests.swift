import FeatureKit
import FeatureSpecials
import FeatureTestSupport
import Testing

/// `fetch --json`'s records of the bundled data: every item, every key on every line (absent values as null).
@Suite struct SpecialsFetchTests {
    @Test func everyItemIsARecordWithEveryKey() async throws {
        let feature = SpecialsFeature()
        let result = try await feature.fetch(FetchRequest(), context: FeatureTestContext.bundled(feature))
        let records = try FeatureTestContext.jsonObjects(result.records)
        #expect(records.count == 21)
        for record in records {
            #expect(
                Set(record.keys) == ["name", "width", "height", "canvasUnit", "imageURL", "originalPrice", "price"],
                "\(record.keys.sorted())"
            )
        }
        #expect(result.rows.count <= records.count)
    }
}
