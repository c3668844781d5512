import FeatureUsers
import Foundation
import Networking
import Testing

extension StackOverflowSuites {
    @Suite struct StackOverflowTests {
        @Test func realPageDecodesWithOptionalFieldsAndEntities() async throws {
            let client = HTTPClient(configuration: .init(transport: StackOverflowFixtures.transport(), retry: .none))
            let (page, _) = try await client.decode(
                Endpoint<StackOverflowPage>(request: HTTPRequest(url: StackOverflowFixtures.firstPageURL))
            )
            #expect(page.items.count == 30)
            #expect(page.hasMore)
            let skeet = try #require(page.items.first)
            #expect(skeet.displayName == "Jon Skeet" && skeet.reputation == 942_345)
            #expect(skeet.badges.gold == 545)
            #expect(skeet.formattedReputation == "942.3k")
            // Every name and location is shown decoded.
            #expect(page.items.allSatisfy { !$0.displayName.contains("&#") && !($0.location ?? "").contains("&#") })
            #expect(page.items.contains { $0.location == nil })
        }

        @Test func htmlEntitiesDecode() {
            #expect(HTMLEntities.decode("V&#228;sterv&#229;la") == "Västervåla")
            #expect(
                HTMLEntities.decode("Tom &amp; Jerry &quot;x&quot; &#39;y&#39; &#xE9;") == "Tom & Jerry \"x\" 'y' é"
            )
            #expect(HTMLEntities.decode("a & b &unknown; &#;") == "a & b &unknown; &#;")
        }

        @Test func reputationFormatting() throws {
            func user(_ reputation: Int) throws -> StackOverflowUser {
                let json =
                    #"{"user_id":1,"display_name":"x","reputation":\#(reputation),"badge_counts":{"gold":0,"silver":0,"bronze":0},"user_type":"moderator"}"#
                return try JSONDecoder().decode(StackOverflowUser.self, from: Data(json.utf8))
            }
            #expect(try user(9_999).formattedReputation == "9,999")
            #expect(try user(12_000).formattedReputation == "12k")
            #expect(try user(1_250_000).formattedReputation == "1.3m")
            // Rounding to a thousand thousands makes a million, never "1000k".
            #expect(try user(999_950).formattedReputation == "1m")
            #expect(try user(1).isModerator)
        }
    }

    @Suite struct StackOverflowCellTests {
        @Test func stackOverflowCellIsPreformatted() throws {
            let json =
                #"{"user_id":7,"display_name":"Ann &amp; Bo","reputation":1234567,"badge_counts":{"gold":0,"silver":3,"bronze":9},"user_type":"moderator","location":"V&#228;sterv&#229;la"}"#
            let cell = StackOverflowCell(try JSONDecoder().decode(StackOverflowUser.self, from: Data(json.utf8)))
            #expect(cell.name == "Ann & Bo")
            #expect(cell.reputation == "1.2m")
            #expect(cell.badges.map(\.kind) == ["silver", "bronze"])
            #expect(cell.location == "Västervåla")
            #expect(cell.isModerator)
        }

        @Test func malformedStackOverflowPageNamesThePath() throws {
            let url = StackOverflowFixtures.firstPageURL
            let endpoint = Endpoint<StackOverflowPage>(request: HTTPRequest(url: url))
            let body = Data(
                #"{"items":[{"user_id":1,"display_name":"x","reputation":1,"badge_counts":{"gold":0,"silver":0,"bronze":0},"user_type":"registered"},{"user_id":2,"reputation":5}],"has_more":true}"#
                    .utf8
            )
            #expect(
                throws: NetworkingError.decoding(
                    url: url.absoluteString,
                    path: "items[1].display_name",
                    reason: "missing"
                )
            ) {
                try endpoint.decode(body, url: url.absoluteString)
            }
        }
    }
}
