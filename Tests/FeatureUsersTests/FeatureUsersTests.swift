import FeatureUsers
import Foundation
import Networking
import Testing

@Suite struct UserCardsTests {
    @Test func bundledCardsDecodeAllFifteen() async throws {
        let client = HTTPClient(configuration: .init(transport: UsersFixtures.transport(), retry: .none))
        let response = try await client.data(for: HTTPRequest(url: UsersFixtures.cardsURL))
        let list = try UserList(json: response.body)
        #expect(list.users.count == 15)
        #expect(
            list.users.first
                == User(
                    id: 0,
                    name: "OG Mario",
                    avatar: URL(string: "https://vignette.wikia.nocookie.net/characterprofile/images/7/75/Mario.png")
                )
        )
        #expect(list.issues.isEmpty)
    }

    @Test func badAvatarsAreReportedByIndexAndKept() throws {
        let json =
            #"[{"name":"A","avatar":"https://x.test/a.png"},{"name":"B","avatar":"https: //x.test/b.png"},{"avatar":"https://x.test/c.png"},{"name":"D"}]"#
        let list = try UserList(json: Data(json.utf8))
        #expect(list.users.map(\.name) == ["A", "B", "D"])
        #expect(list.users[1].avatar == nil)
        #expect(list.issues.map(\.index) == [1, 2, 3])
        #expect(list.issues.map(\.field) == ["avatar", "name", "avatar"])
        #expect(throws: FeedDecodingError.notAList) { try UserList(json: Data("{}".utf8)) }
    }

    @Test func wrongTypesAreNamedByIndexAndAFeedOfNothingButThemIsAnError() throws {
        let mixed = #"[{"name":"A","avatar":7},{"name":42},"oops",{"name":"D"}]"#
        let list = try UserList(json: Data(mixed.utf8))
        #expect(list.users.map(\.name) == ["A", "D"])
        #expect(
            list.issues.map(\.description).prefix(3) == [
                "item 0, avatar: expected a string, found a number or boolean",
                "item 1, name: expected a string, found a number or boolean; entry skipped",
                "item 2, entry: expected an object, found a string",
            ]
        )
        let broken = #"[{"name":1},{"name":null}]"#
        #expect(throws: FeedDecodingError.self) { try UserList(json: Data(broken.utf8)) }
    }
}

@Suite struct StackOverflowTests {
    @Test func realPageDecodesWithOptionalFieldsAndEntities() async throws {
        let client = HTTPClient(configuration: .init(transport: UsersFixtures.transport(), retry: .none))
        let (page, _) = try await client.decode(
            Endpoint<StackOverflowPage>(request: HTTPRequest(url: UsersFixtures.stackOverflowURL))
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
        #expect(HTMLEntities.decode("Tom &amp; Jerry &quot;x&quot; &#39;y&#39; &#xE9;") == "Tom & Jerry \"x\" 'y' é")
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
        #expect(try user(1_250_000).formattedReputation == "1.2m")
        #expect(try user(1).isModerator)
    }
}

@Suite struct UsersViewModelTests {
    @Test func cardStatesAndSelection() throws {
        var model = UserCardsViewModel()
        #expect(model.state == .loading)
        model.failed("Offline and not cached")
        #expect(model.state == .failed(message: "Offline and not cached"))
        let list = try UserList(
            json: Data(#"[{"name":"A","avatar":"https://x.test/a.png"},{"name":"B","avatar":"nope"}]"#.utf8)
        )
        model.loaded(list)
        #expect(model.state == .loaded && model.users.count == 2 && model.issues.count == 1)
        model.select(userID: 1)
        #expect(model.selectedUserID == 1)
        model.failed("timeout")
        #expect(model.state == .stale, "cards already shown stay")
        model.loaded(try UserList(json: Data("[]".utf8)))
        #expect(model.state == .empty)
    }

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
        let url = UsersFixtures.stackOverflowURL
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
