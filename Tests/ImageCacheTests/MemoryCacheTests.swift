import Foundation
import ImageCache
import Testing

@Suite struct MemoryCacheTests {
    @Test func evictsLeastRecentlyUsedGivenCountLimit() {
        // Given
        let cache = MemoryCache<String, Int>(countLimit: 3)
        cache.set(1, forKey: "a")
        cache.set(2, forKey: "b")
        cache.set(3, forKey: "c")
        // When "a" is read, "b" becomes the least recently used.
        #expect(cache.value(forKey: "a") == 1)
        cache.set(4, forKey: "d")
        // Then
        #expect(cache.value(forKey: "b") == nil)
        #expect(cache.value(forKey: "a") == 1)
        #expect(cache.value(forKey: "c") == 3)
        #expect(cache.value(forKey: "d") == 4)
        #expect(cache.statistics.evictions == 1)
    }

    @Test func evictsUntilUnderCostLimit() {
        let cache = MemoryCache<String, String>(costLimit: 100)
        cache.set("x", forKey: "a", cost: 40)
        cache.set("y", forKey: "b", cost: 40)
        cache.set("z", forKey: "c", cost: 90)
        #expect(cache.value(forKey: "a") == nil)
        #expect(cache.value(forKey: "b") == nil)
        #expect(cache.value(forKey: "c") == "z")
        #expect(cache.statistics.cost == 90)
        #expect(cache.statistics.entries == 1)
    }

    @Test func replacingAValueUpdatesItsCost() {
        let cache = MemoryCache<String, Int>(costLimit: 100)
        cache.set(1, forKey: "a", cost: 60)
        cache.set(2, forKey: "a", cost: 10)
        cache.set(3, forKey: "b", cost: 80)
        #expect(cache.value(forKey: "a") == 2)
        #expect(cache.statistics == CacheStatistics(entries: 2, cost: 90, hits: 1, misses: 0, evictions: 0))
    }

    @Test func expiresValuesGivenTimeToLive() {
        let clock = ManualClock()
        let cache = MemoryCache<String, Int>(timeToLive: 10, clock: clock.cacheClock)
        cache.set(1, forKey: "a")
        clock.advance(by: 9)
        #expect(cache.value(forKey: "a") == 1)
        clock.advance(by: 1)
        #expect(cache.value(forKey: "a") == nil)
        #expect(cache.statistics.entries == 0)
        #expect(cache.statistics.misses == 1)
    }

    @Test func removesAndCountsHitsAndMisses() {
        let cache = MemoryCache<Int, Int>()
        cache.set(7, forKey: 1)
        #expect(cache.removeValue(forKey: 1) == 7)
        #expect(cache.value(forKey: 1) == nil)
        cache.set(8, forKey: 2)
        #expect(cache.value(forKey: 2) == 8)
        cache.removeAll()
        #expect(cache.statistics.entries == 0)
        #expect(cache.statistics.hits == 1)
        #expect(cache.statistics.misses == 1)
    }

    @Test func staysConsistentGivenManyConcurrentTasks() async {
        let cache = MemoryCache<Int, Int>(costLimit: 500, countLimit: 300)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<16 {
                group.addTask {
                    for step in 0..<2_000 {
                        let key = (worker * 7 + step) % 400
                        if step % 3 == 0 {
                            cache.removeValue(forKey: key)
                        } else if let value = cache.value(forKey: key) {
                            #expect(value == key * 2)
                        } else {
                            cache.set(key * 2, forKey: key, cost: 2)
                        }
                    }
                }
            }
        }
        let statistics = cache.statistics
        #expect(statistics.entries <= 250)
        #expect(statistics.cost == statistics.entries * 2)
        #expect(statistics.hits + statistics.misses == 16 * (0..<2_000).filter { $0 % 3 != 0 }.count)
    }
}
