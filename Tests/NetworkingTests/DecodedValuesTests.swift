import Foundation
import Networking
import NetworkingTestSupport
import Synchronization
import Testing

/// Issue #42: one decoded value per body, shared by every client configured with the store, bounded in bytes.
@Suite struct DecodedValuesTests {
    private let url = "https://example.test/users.json"

    /// Decodes `body` as a list of strings through `store`, counting decodes.
    private func read(_ body: String, _ store: DecodedValues, _ decodes: borrowing Mutex<Int>) throws -> [String] {
        let response = HTTPResponse(status: 200, body: Data(body.utf8), url: URL(filePath: "/users.json"))
        return try store.value(url: url, response: response) {
            decodes.withLock { $0 += 1 }
            return try JSONDecoder().decode([String].self, from: Data(body.utf8))
        }
    }

    @Test func theSameBodyIsDecodedOnceAndAChangedOneAgain() throws {
        let store = DecodedValues(byteLimit: 1 << 20)
        let decodes = Mutex(0)
        #expect(try read(#"["a","b"]"#, store, decodes) == ["a", "b"])
        #expect(try read(#"["a","b"]"#, store, decodes) == ["a", "b"])
        #expect(decodes.withLock { $0 } == 1)
        #expect(try read(#"["a","c"]"#, store, decodes) == ["a", "c"])
        #expect(decodes.withLock { $0 } == 2)
        #expect(store.count == 2)
        #expect(store.bytes == 2 * 9 * DecodedValues.bytesPerBodyByte)
    }

    @Test func aValuePastTheLimitIsTheCallersAndCounted() throws {
        let store = DecodedValues(byteLimit: 8)
        let tally = DecodeTally()
        let decodes = Mutex(0)
        let counted = store.tallying(into: tally)
        #expect(try read(#"["a","b"]"#, counted, decodes) == ["a", "b"])
        #expect(try read(#"["a","b"]"#, counted, decodes) == ["a", "b"])
        #expect(decodes.withLock { $0 } == 2)
        #expect(store.count == 0)
        #expect(tally.bytes == 2 * 9 * DecodedValues.bytesPerBodyByte)
    }

    @Test func theLeastRecentlyUsedGoFirst() throws {
        let store = DecodedValues(byteLimit: 2 * 9 * DecodedValues.bytesPerBodyByte)
        let decodes = Mutex(0)
        _ = try read(#"["a","1"]"#, store, decodes)
        _ = try read(#"["a","2"]"#, store, decodes)
        _ = try read(#"["a","1"]"#, store, decodes)
        _ = try read(#"["a","3"]"#, store, decodes)
        #expect(store.count == 2)
        #expect(decodes.withLock { $0 } == 3)
        _ = try read(#"["a","1"]"#, store, decodes)
        #expect(decodes.withLock { $0 } == 3, "the most recently used value was the one dropped")
        _ = try read(#"["a","2"]"#, store, decodes)
        #expect(decodes.withLock { $0 } == 4)
    }

    @Test func clientsSharingTheStoreDecodeAFeedOnce() async throws {
        let target = try #require(URL(string: url))
        let answer = HTTPResponse(status: 200, headers: [:], body: Data(#"["x","y"]"#.utf8), url: target)
        let transport = MockTransport(Array(repeating: .success(answer), count: 3))
        let store = DecodedValues(byteLimit: 1 << 20)
        let decodes = Mutex(0)
        for _ in 0..<3 {
            let client = HTTPClient(configuration: .init(transport: transport, retry: .none, decodedValues: store))
            let (value, _) = try await client.data(for: HTTPRequest(url: target)) { response in
                decodes.withLock { $0 += 1 }
                return try JSONDecoder().decode([String].self, from: response.body)
            }
            #expect(value == ["x", "y"])
        }
        #expect(decodes.withLock { $0 } == 1)
    }

    @Test func aBodyOverTheDecodeLimitIsRefusedByNameBeforeDecoding() async throws {
        let target = try #require(URL(string: url))
        let answer = HTTPResponse(status: 200, body: Data(repeating: 0x20, count: 2_000), url: target)
        let transport = MockTransport([.success(answer)])
        let client = HTTPClient(configuration: .init(transport: transport, retry: .none, maxDecodedBodyBytes: 1_000))
        let decodes = Mutex(0)
        do {
            _ = try await client.data(for: HTTPRequest(url: target)) { _ in decodes.withLock { $0 += 1 } }
            Issue.record("a 2,000-byte body was decoded past a 1,000-byte limit")
        } catch let error as NetworkingError {
            guard case .refused = error else {
                Issue.record("\(error)")
                return
            }
            #expect(
                error.description
                    == "Refused \(url): the feed is 2000 bytes; feeds of at most 1000 bytes are decoded here."
            )
        }
        #expect(decodes.withLock { $0 } == 0)
    }

    @Test func aValueDroppedWhileHeldIsCountedByEveryoneHoldingIt() throws {
        let store = DecodedValues(byteLimit: 9 * DecodedValues.bytesPerBodyByte)
        let (first, second) = (DecodeTally(), DecodeTally())
        let decodes = Mutex(0)
        _ = try read(#"["a","1"]"#, store.tallying(into: first), decodes)
        _ = try read(#"["a","1"]"#, store.tallying(into: second), decodes)
        #expect(store.hits == 1)
        #expect(first.bytes == 0 && second.bytes == 0, "a kept value was counted by its holders too")
        // Another body takes the store's room: the first value is dropped, and both holders count it from now on.
        _ = try read(#"["a","2"]"#, store, decodes)
        #expect(store.count == 1)
        #expect(first.bytes == 9 * DecodedValues.bytesPerBodyByte)
        #expect(second.bytes == 9 * DecodedValues.bytesPerBodyByte)
    }

    @Test func aStaleCopyIsNotTheFreshBodysValue() throws {
        let store = DecodedValues(byteLimit: 1 << 20)
        let body = Data(#"["x"]"#.utf8)
        let target = URL(filePath: "/users.json")
        let fresh = HTTPResponse(status: 200, body: body, url: target)
        let stale = HTTPResponse(status: 200, body: body, url: target, fromCache: true, isStale: true)
        // A decoder may read the response's staleness (trending's pages do): the two are different values.
        #expect(store.value(url: url, response: fresh) { "fresh" } == "fresh")
        #expect(store.value(url: url, response: stale) { "stale" } == "stale")
        #expect(store.value(url: url, response: fresh) { "decoded again" } == "fresh")
    }
}
