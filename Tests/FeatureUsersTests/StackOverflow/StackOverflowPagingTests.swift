import FeatureKit
import FeatureTestSupport
import FeatureUsers
import Foundation
import ImageCache
import Networking
import NetworkingCurl
import NetworkingTestSupport
import Synchronization
import Testing

extension StackOverflowSuites {
    @Suite struct StackOverflowPagingTests {
        /// A page of `count` users with ids starting at `first`.
        static func page(first: Int, count: Int, hasMore: Bool, backoff: Int? = nil, quota: Int = 9_000) -> String {
            let items = (first..<(first + count)).map { id in
                #"{"user_id":\#(id),"display_name":"User &amp; \#(id)","reputation":\#(100_000 - id),"badge_counts":{"gold":1,"silver":2,"bronze":3},"user_type":"registered"}"#
            }
            let backoffField = backoff.map { #","backoff":\#($0)"# } ?? ""
            return
                #"{"items":[\#(items.joined(separator: ","))],"has_more":\#(hasMore),"quota_remaining":\#(quota)\#(backoffField)}"#
        }

        @Test func pagesThroughALocalServerWithBackoffAndARetriedFailure() async throws {
            // Given a server with three pages; page 2 asks for a 5 s backoff and page 3 fails once.
            let failures = Mutex(1)
            let server = try LoopbackServer { request in
                let query = request.target
                if query.contains("page=1&") { return .text(200, Self.page(first: 1, count: 10, hasMore: true)) }
                if query.contains("page=2&") {
                    return .text(200, Self.page(first: 11, count: 10, hasMore: true, backoff: 5))
                }
                if query.contains("page=3&") {
                    let fail = failures.withLock { count -> Bool in
                        defer { count -= 1 }
                        return count > 0
                    }
                    return fail ? .text(503) : .text(200, Self.page(first: 21, count: 5, hasMore: false))
                }
                return .text(404)
            }
            defer { server.stop() }
            let clock = MockClock()
            let client = HTTPClient(
                configuration: .init(transport: CurlTransport(), retry: .none, clock: clock.networkClock)
            )
            let pager = StackOverflowPager(
                client: client,
                clock: clock.networkClock,
                baseURL: server.url("/"),
                pageSize: 10
            )
            var model = StackOverflowListViewModel(threshold: 3)

            // When the list starts and the user scrolls
            let request1 = model.start()
            let first = try #require(request1)
            await pager.perform(first, on: &model)
            #expect(model.users.count == 10 && model.state == .loaded)
            let request2 = model.visibleRangeChanged(lastVisibleIndex: 2)
            #expect(request2 == nil, "far from the end")
            let request3 = model.visibleRangeChanged(lastVisibleIndex: 7)
            let second = try #require(request3)
            let request4 = model.visibleRangeChanged(lastVisibleIndex: 8)
            #expect(request4 == nil, "page 2 is already in flight")
            await pager.perform(second, on: &model)
            #expect(model.users.count == 20)
            #expect(model.users[10].displayName == "User & 11")

            // Then page 3 waits out the 5 s backoff on the injected clock, fails once, and is retried without duplicates
            let request5 = model.visibleRangeChanged(lastVisibleIndex: 19)
            let third = try #require(request5)
            #expect(third.page == 3 && third.notBefore != nil)
            await pager.perform(third, on: &model)
            #expect(clock.sleeps == [5])
            guard case .failed(let failure) = model.state else {
                Issue.record("page 3's 503 should leave the list failed, not \(model.state)")
                return
            }
            #expect(failure.kind == .serverProblem)
            #expect(failure.detail.contains(pager.url(page: 3).absoluteString))
            let request6 = model.visibleRangeChanged(lastVisibleIndex: 19)
            let retry = try #require(request6)
            #expect(retry.page == 3)
            await pager.perform(retry, on: &model)
            #expect(model.users.count == 25)
            #expect(Set(model.users.map(\.id)).count == 25)
            #expect(!model.hasMore)
            let request7 = model.visibleRangeChanged(lastVisibleIndex: 24)
            #expect(request7 == nil, "no more pages")
            #expect(server.requests.filter { $0.target.contains("page=1&") }.count == 1, "page 1 loaded once")
        }

        @Test func exhaustedQuotaStopsPagingWithAClearMessage() throws {
            var model = StackOverflowListViewModel()
            _ = model.start() as StackOverflowListViewModel.PageRequest?
            let data = Data(Self.page(first: 1, count: 3, hasMore: true, quota: 0).utf8)
            model.pageLoaded(
                try JSONDecoder().decode(StackOverflowPage.self, from: data),
                number: 1,
                stale: false,
                now: Date()
            )
            #expect(model.state == .quotaExhausted)
            #expect(model.message?.contains("quota") == true)
            let request8 = model.visibleRangeChanged(lastVisibleIndex: 2)
            #expect(request8 == nil)
        }

        @Test func selectionAndEmptyAndStaleStates() throws {
            var model = StackOverflowListViewModel()
            _ = model.start() as StackOverflowListViewModel.PageRequest?
            let empty = Data(#"{"items":[],"has_more":false}"#.utf8)
            model.pageLoaded(
                try JSONDecoder().decode(StackOverflowPage.self, from: empty),
                number: 1,
                stale: false,
                now: Date()
            )
            #expect(model.state == .empty)

            var other = StackOverflowListViewModel()
            _ = other.start() as StackOverflowListViewModel.PageRequest?
            other.pageLoaded(
                try JSONDecoder().decode(
                    StackOverflowPage.self,
                    from: Data(Self.page(first: 1, count: 2, hasMore: false).utf8)
                ),
                number: 1,
                stale: true,
                now: Date()
            )
            #expect(other.state == .stale)
            other.select(userID: 2)
            #expect(other.selectedUserID == 2)
            other.select(userID: 99)
            #expect(other.selectedUserID == nil)
        }
    }

    @Suite struct AvatarStoreTests {
        @Test func secondRunDownloadsNothing() async throws {
            let png = Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3])
            let server = try LoopbackServer { _ in
                LoopbackServer.Reply(status: 200, headers: ["Content-Type": "image/png"], body: png)
            }
            defer { server.stop() }
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "avatars-\(UUID().uuidString)"
            )
            defer { try? FileManager.default.removeItem(at: directory) }
            let client = HTTPClient(configuration: .init(transport: CurlTransport(), retry: .none))
            func store() throws -> AvatarStore {
                AvatarStore(disk: try DiskCache(configuration: .init(directory: directory)), client: client)
            }
            let urls = (1...3).map { server.url("/avatar/\($0).png") }
            for (index, url) in urls.enumerated() {
                #expect(await (try store()).avatar(userID: index, url: url) == png)
            }
            #expect(server.requests.count == 3)
            // A new run (a new store over the same folder) finds every avatar on disk.
            for (index, url) in urls.enumerated() {
                #expect(await (try store()).avatar(userID: index, url: url) == png)
            }
            #expect(server.requests.count == 3)
            // No URL and nothing cached: nil, so the cell shows its placeholder.
            #expect(await (try store()).avatar(userID: 99, url: nil) == nil)
        }

        /// A store keyed by user id alone kept a person's old picture for ever after they changed it (and kept the
        /// bundled identicons after the fixtures became initials avatars).
        @Test func aNewAvatarURLForTheSameUserIsDownloaded() async throws {
            let server = try LoopbackServer { request in
                LoopbackServer.Reply(status: 200, headers: ["Content-Type": "image/png"], body: Data(request.path.utf8))
            }
            defer { server.stop() }
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "avatars-\(UUID().uuidString)"
            )
            defer { try? FileManager.default.removeItem(at: directory) }
            let client = HTTPClient(configuration: .init(transport: CurlTransport(), retry: .none))
            let store = AvatarStore(disk: try DiskCache(configuration: .init(directory: directory)), client: client)
            #expect(await store.avatar(userID: 7, url: server.url("/old.png")) == Data("/old.png".utf8))
            #expect(await store.avatar(userID: 7, url: server.url("/new.png")) == Data("/new.png".utf8))
            #expect(await store.avatar(userID: 7, url: server.url("/new.png")) == Data("/new.png".utf8))
            #expect(server.requests.count == 2)
        }
    }
}
