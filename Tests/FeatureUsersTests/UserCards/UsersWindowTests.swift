import FeatureKit
import FeatureTestSupport
import FeatureUsers
import Foundation
import Networking
import NetworkingTestSupport
import Testing

extension UserCardsSuites {
    /// Long lists lay out a window of rows, as a table view keeps cells only near what shows, and say how many exist.
    @Suite struct UsersWindowTests {
        func context(users count: Int) throws -> FeatureContext {
            let users = (0..<count).map { ["name": "User \($0)", "avatar": "https://example.com/\($0).png"] }
            let body = try JSONSerialization.data(withJSONObject: users)
            let transport = FixtureTransport(fixtures: [UsersFixtures.cardsURL.absoluteString: .init(body: .data(body))]
            )
            return FeatureContext(
                client: HTTPClient(configuration: .init(transport: transport, retry: .none)),
                measurer: EstimatedTextMeasurer()
            )
        }

        @Test(arguments: [("iphone-15", ScreenOrientation.portrait), ("ipad-10", .landscape)])
        func longListLaysOutAWindowGivenMoreRowsThanTheLimit(device: String, orientation: ScreenOrientation)
            async throws
        {
            // Given a feed of 5,000 users
            let profile = try #require(DeviceProfile.named(device))
            let context = try context(users: 5_000)

            // When the list is laid out
            let document = try await UsersFeature().screen(
                ScreenRequest(device: profile, orientation: orientation),
                context: context
            )

            // Then it holds the first 1,000 cards, says that 5,000 exist, and is as tall as the whole list
            let cards = document.items(ofKind: .userCard)
            #expect(cards.count == ListWindow.maxRows)
            #expect(cards.first?.id == "user-0")
            #expect(cards.last?.id == "user-\(ListWindow.maxRows - 1)")
            let window = document.window
            #expect(window == ListWindow(total: 5_000))
            #expect(window?.rows == 0..<1_000)
            let columns = profile.sizeClass(in: orientation) == .regular ? 3 : 1
            let rowHeight = try #require(cards.dropFirst(columns).first).frame.minY - cards[0].frame.minY
            let wholeList = Double((5_000 + columns - 1) / columns) * rowHeight
            #expect(document.contentSize.height >= wholeList)
            let json = try String(decoding: document.jsonData(), as: UTF8.self)
            #expect(json.contains("\"total\" : 5000"))
        }

        @Test func windowHoldsTheSelectedCardGivenOnePastTheFirstRows() async throws {
            // Given a feed of 3,000 users and card 2,500 selected
            let profile = try #require(DeviceProfile.named("iphone-15"))
            let context = try context(users: 3_000)

            // When the list is laid out
            let document = try await UsersFeature().screen(
                ScreenRequest(device: profile, events: [ScreenEvent("open", "2500")]),
                context: context
            )

            // Then the window is centred on it, and each card stands where it stands in the whole list
            let window = try #require(document.window)
            #expect(window.rows.contains(2_500) && window.count == ListWindow.maxRows)
            let cards = document.items(ofKind: .userCard)
            let selected = try #require(cards.first { $0.selected == .item })
            #expect(selected.id == "user-2500")
            let first = try #require(cards.first)
            #expect(first.id == "user-\(window.first)")
            #expect(abs(selected.frame.minY - first.frame.minY - Double(2_500 - window.first) * 100) < 0.01)
        }

        @Test func shortListHasNoWindowGivenFewerRowsThanTheLimit() async throws {
            let profile = try #require(DeviceProfile.named("iphone-15"))
            let document = try await UsersFeature().screen(ScreenRequest(device: profile), context: context(users: 40))
            #expect(document.items(ofKind: .userCard).count == 40)
            let window = document.window
            #expect(window == nil)
            let json = try String(decoding: document.jsonData(), as: UTF8.self)
            #expect(!json.contains("\"window\""))
        }
    }
}
