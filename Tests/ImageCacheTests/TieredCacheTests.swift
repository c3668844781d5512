import Foundation
import ImageCache
import Testing

@Suite struct TieredCacheTests {
    struct Profile: Codable, Equatable, Sendable {
        var name: String
        var reputation: Int
    }

    @Test func readsFromDiskAndPromotesToMemory() throws {
        let directory = try TemporaryDirectory()
        let disk = try DiskCache(configuration: .init(directory: directory.url))
        let first = TieredCache(memory: MemoryCache(), disk: disk, codec: JSONCodec<Profile>())
        try first.store(Profile(name: "Jon", reputation: 1_000), forKey: "user-1")

        // A new process: empty memory, same disk.
        let second = TieredCache(memory: MemoryCache(), disk: disk, codec: JSONCodec<Profile>())
        #expect(second.lookup("user-1")?.tier == .disk)
        #expect(second.lookup("user-1")?.tier == .memory)
        #expect(second.value(forKey: "user-1") == Profile(name: "Jon", reputation: 1_000))
    }

    @Test func theMemoryTierHonoursExpiryAsTheDiskTierDoes() throws {
        let directory = try TemporaryDirectory()
        let clock = ManualClock()
        let disk = try DiskCache(configuration: .init(directory: directory.url, clock: clock.cacheClock))
        let profile = Profile(name: "Ann", reputation: 5)
        // Stored with an expiry: memory must stop serving it when disk does.
        let cache = TieredCache(memory: MemoryCache(clock: clock.cacheClock), disk: disk, codec: JSONCodec<Profile>())
        try cache.store(profile, forKey: "stored", expiresAt: clock.cacheClock.now().addingTimeInterval(60))
        // Promoted from disk by another instance: memory takes the disk entry's expiry.
        let reader = TieredCache(memory: MemoryCache(clock: clock.cacheClock), disk: disk, codec: JSONCodec<Profile>())
        #expect(reader.lookup("stored")?.tier == .disk)
        #expect(reader.lookup("stored")?.tier == .memory)
        clock.advance(by: 61)
        #expect(cache.value(forKey: "stored") == nil)
        #expect(reader.value(forKey: "stored") == nil)
    }

    @Test func bytesThatDoNotDecodeAreRemoved() throws {
        let directory = try TemporaryDirectory()
        let disk = try DiskCache(configuration: .init(directory: directory.url))
        try disk.store(Data("not json".utf8), forKey: "user-2")
        let cache = TieredCache(memory: MemoryCache(), disk: disk, codec: JSONCodec<Profile>())
        #expect(cache.value(forKey: "user-2") == nil)
        #expect(disk.data(forKey: "user-2") == nil)
    }

    @Test func memoryOnlyCacheWorksWithoutDisk() throws {
        let cache = TieredCache(memory: MemoryCache(), disk: nil, codec: DataCodec())
        try cache.store(Data("a".utf8), forKey: "a")
        #expect(cache.value(forKey: "a") == Data("a".utf8))
        cache.remove(forKey: "a")
        #expect(cache.value(forKey: "a") == nil)
    }
}
