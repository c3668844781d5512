import FeatureKit
import FeatureUsers
import Foundation
import Networking
import Testing

extension UserCardsSuites {
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
                        avatar: URL(
                            string: "https://vignette.wikia.nocookie.net/characterprofile/images/7/75/Mario.png"
                        )
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

    @Suite struct UsersViewModelTests {
        @Test func cardStatesAndSelection() throws {
            var model = UserCardsViewModel()
            #expect(model.state == .loading)
            let timedOut = LoadFailure(
                .timedOut,
                detail: "Request to https://x.test/users.json timed out after 30.0 s."
            )
            model.failed(timedOut)
            #expect(model.state == .failed(timedOut))
            let list = try UserList(
                json: Data(#"[{"name":"A","avatar":"https://x.test/a.png"},{"name":"B","avatar":"nope"}]"#.utf8)
            )
            model.loaded(list)
            #expect(model.state == .loaded && model.users.count == 2 && model.issues.count == 1)
            model.select(userID: 1)
            #expect(model.selectedUserID == 1)
            model.failed(timedOut)
            #expect(model.state == .stale, "cards already shown stay")
            model.loaded(try UserList(json: Data("[]".utf8)))
            #expect(model.state == .empty)
        }
    }
}
