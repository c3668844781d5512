import FeatureKit
import FeatureTestSupport
import FeatureUsers
import Foundation
import Networking
import Testing

extension UserCardsSuites {
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

        /// A card whose avatar is not an http(s) URL is kept (without a picture) and the note says why, not dropped
        /// without a word (issue #42).
        @Test func aCardWithABadAvatarIsKeptAndNamed() async throws {
            let feed =
                #"[{"name": "A", "avatar": "https://x.test/a.png"}, {"name": "B", "avatar": "file:///etc/passwd"}]"#
            let transport = FixtureTransport(fixtures: [
                UsersFixtures.cardsURL.absoluteString: .init(body: .data(Data(feed.utf8)))
            ])
            let context = FeatureContext(
                client: HTTPClient(configuration: .init(transport: transport, retry: .none)),
                measurer: EstimatedTextMeasurer()
            )
            let result = try await UsersFeature().fetch(FetchRequest(), context: context)
            #expect(result.rows.map(\.title) == ["A", "B"])
            #expect(result.rows.last?.url == "" && result.rows.last?.detail == "no picture: initials")
            let records = try FeatureTestContext.jsonObjects(result.records)
            #expect(records.count == 2 && records.last?["avatarURL"] is NSNull)
            #expect(result.notes == [#"item 1, avatar: "file:///etc/passwd" is not an http(s) URL; placeholder shown"#])
        }
    }
}
