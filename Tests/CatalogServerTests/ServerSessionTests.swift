import CatalogServer
import FeatureKit
import Foundation
import Networking
import Testing

/// The state API: a tab's session takes events as the view models do, sessions are bounded in number and age, and
/// a state is rebuilt from its URL when its session is gone.
@Suite struct ServerSessionTests {
    @Test func tapsChangeTheStateThroughTheTabsSession() async throws {
        let server = try await TestServer()
        let base = "feature=trending&story=loaded&device=iphone-15&orientation=portrait"
        let first = try #require(try await server.state(base).state)
        #expect(first.screen == "list")
        #expect(first.svg.contains("data-selected=\"day\""))
        #expect(first.endOfList == nil, "the day's list has one page")
        #expect(!first.svg.hasPrefix("<?xml"), "inline SVG has no XML declaration")

        let week = try #require(try await server.state("\(base)&events=timeframe:week", session: first.session).state)
        #expect(week.session == first.session)
        #expect(week.svg.contains("data-selected=\"week\""))
        #expect(week.endOfList == LayoutAction(event: "load-more"))
        let rowsOnPageOne = week.svg.components(separatedBy: "class=\"trending-row\"").count - 1

        let more = try #require(
            try await server.state("\(base)&events=timeframe:week,load-more", session: first.session).state
        )
        #expect(more.events == "timeframe:week,load-more")
        #expect(more.svg.components(separatedBy: "class=\"trending-row\"").count - 1 > rowsOnPageOne)

        let favourite = try #require(
            try await server.state(
                "\(base)&events=timeframe:week,load-more,open:0,favourite,back,tab:favourites",
                session: first.session
            ).state
        )
        #expect(favourite.screen == "favourites")
        #expect(favourite.svg.contains("data-event=\"delete-favourite\""))
        #expect(favourite.query.contains("events=timeframe:week,load-more,open:0,favourite,back,tab:favourites"))
        #expect(await server.server.sessionCount == 1)

        // The browser's back button: a shorter list of events rebuilds the state in the same session.
        let back = try #require(try await server.state("\(base)&events=timeframe:week", session: first.session).state)
        #expect(back.session == first.session)
        #expect(back.svg == week.svg)
        await server.stop()
    }

    @Test func sessionsExpireAndTheStateComesBackFromTheURL() async throws {
        let server = try await TestServer(sessionLifetime: .seconds(60))
        let query = "feature=recipes&story=loaded&events=open:2"
        let first = try #require(try await server.state(query).state)
        #expect(first.screen == "detail")
        server.clock.advance(by: .seconds(61))
        let again = try #require(try await server.state(query, session: first.session).state)
        #expect(again.session != first.session, "an expired session is replaced")
        #expect(again.screen == "detail")
        #expect(again.svg == first.svg)
        #expect(await server.server.sessionCount == 1)
        await server.stop()
    }

    @Test func sessionsAreBoundedWhateverClientsOpen() async throws {
        let server = try await TestServer(maxSessions: 8)
        for index in 0..<40 {
            let response = try await server.get("/screen?feature=users&story=loaded&events=open:\(index % 10)")
            #expect(response.status == 200)
        }
        #expect(await server.server.sessionCount == 8)
        await server.stop()
    }

    /// Sessions are bounded in bytes too: each holds its story's responses and the view model decoded from them
    /// (300 sessions of a 20,000-user feed took 2.83 GB), so past the budget the least recently used go.
    @Test func sessionsAreBoundedInBytes() async throws {
        let roomy = try await TestServer(maxSessions: 64)
        for index in 0..<6 {
            _ = try await roomy.get("/screen?feature=users&story=loaded&events=open:\(index)")
        }
        #expect(await roomy.server.sessionCount == 6)
        let six = await roomy.server.sessionBytes
        #expect(six > 6 * 16_384, "a session with a loaded feed holds its responses")
        await roomy.stop()
        // A budget of three sessions' bytes keeps three.
        let tight = try await TestServer(maxSessions: 64) { $0.sessionBytes = six / 2 }
        for index in 0..<6 {
            let response = try await tight.get("/screen?feature=users&story=loaded&events=open:\(index)")
            #expect(response.status == 200)
        }
        #expect(await tight.server.sessionCount == 3)
        #expect(await tight.server.sessionBytes <= six / 2)
        await tight.stop()
    }

    @Test func theScreenPageCarriesTheStateAndTheScript() async throws {
        let server = try await TestServer()
        let response = try await server.get("/screen?feature=trending&story=week&device=ipad-10&orientation=landscape")
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        let page = String(decoding: response.body, as: UTF8.self)
        #expect(page.contains("<script type=\"application/json\" id=\"initial-state\">"))
        #expect(page.contains("<script src=\"/app.js\"></script>"))
        #expect(page.contains("id=\"frame\" class=\"frame\" tabindex=\"0\" role=\"region\""))
        #expect(page.contains("style=\"width:1180px;height:820px\""))
        #expect(page.contains("<svg"))
        #expect(page.contains("data-event=\"timeframe\""))
        let script = try await server.get("/app.js")
        #expect(script.status == 200)
        #expect(String(decoding: script.body, as: UTF8.self).contains("popstate"))
        await server.stop()
    }

    @Test func theIndexListsEveryStoryAndTheGridEveryDevice() async throws {
        let server = try await TestServer()
        let index = String(decoding: try await server.get("/?device=ipad-10&orientation=landscape").body, as: UTF8.self)
        for served in server.features {
            #expect(index.contains("id=\"feature-\(served.name)\""))
            for story in served.feature.stories {
                #expect(
                    index.contains(
                        "/screen?feature=\(served.name)&amp;story=\(story.name)&amp;device=ipad-10&amp;orientation=landscape"
                    ),
                    "\(served.name) \(story.name)"
                )
            }
        }
        let grid = String(decoding: try await server.get("/grid?feature=specials&story=stale").body, as: UTF8.self)
        for device in DeviceProfile.all {
            #expect(grid.contains("data-device=\"\(device.name)\""))
        }
        #expect(grid.components(separatedBy: "<svg").count - 1 == DeviceProfile.all.count)
        await server.stop()
    }
}
