import Foundation
import Testing

/// Stack Overflow avatars go through the brief's avatar cache (`AvatarStore`, one entry per user id and avatar URL)
/// wherever the tool draws them: a PNG layout fills `CACHE/avatars`, and a second run draws the same picture from it.
@Suite struct StackOverflowAvatarCacheTests {
    @Test func aLayoutFillsTheAvatarCacheByUserID() async throws {
        let scratch = try Scratch()
        let cache = scratch.url.appendingPathComponent("cache")
        let first = try await ToolProcess.run(
            ["layout", "--feature", "stackoverflow", "--device", "iphone-15", "--out", "first.png"],
            cache: cache,
            in: scratch.url
        )
        #expect(first.status == 0, "\(first.stderr)")
        let avatars = cache.appendingPathComponent("avatars")
        let stored = FileManager.default.enumerator(atPath: avatars.path)?.allObjects.compactMap { $0 as? String } ?? []
        // One entry per avatar the first screen shows (the disk cache keeps them in hashed sub-folders).
        #expect(stored.filter { !$0.contains("lock") && $0.split(separator: "/").count == 2 }.count >= 5, "\(stored)")
        let second = try await ToolProcess.run(
            ["layout", "--feature", "stackoverflow", "--device", "iphone-15", "--out", "second.png"],
            cache: cache,
            in: scratch.url
        )
        #expect(second.status == 0, "\(second.stderr)")
        let a = try Data(contentsOf: scratch.url.appendingPathComponent("first.png"))
        let b = try Data(contentsOf: scratch.url.appendingPathComponent("second.png"))
        #expect(a == b)
    }
}
