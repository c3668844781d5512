import AsyncPrimitives
import Foundation
import ImageCache
import Synchronization
import Testing

/// A count shared by concurrent tasks.
final class Counter: Sendable {
    private let value = Atomic<Int>(0)

    func increment() { value.add(1, ordering: .relaxed) }
    var count: Int { value.load(ordering: .relaxed) }
}

/// Runs 100 small tasks on the cooperative pool, again and again while `isWaiting()` is true, and returns the time
/// each round took and whether one took under `bound` with `isWaiting()` still true at its end. On a busy machine
/// (the whole suite runs in parallel) one round may be slowed by other tests; a pool held by the wait itself lets no
/// round finish until the wait is over.
func unrelatedTasksFinish(
    within bound: Duration,
    while isWaiting: @Sendable () -> Bool
) async -> (finished: Bool, rounds: [Duration]) {
    var rounds: [Duration] = []
    while isWaiting() {
        let started = ContinuousClock.now
        await withTaskGroup(of: Int.self) { group in
            for index in 0..<100 {
                group.addTask { (0..<1_000).reduce(index, &+) }
            }
            await group.waitForAll()
        }
        rounds.append(ContinuousClock.now - started)
        if let last = rounds.last, last < bound, isWaiting() { return (true, rounds) }
    }
    return (false, rounds)
}

/// Waiting for the cache directory's lock never holds a thread of the cooperative pool: another process may hold
/// the lock for seconds (a slow writer, `catalog-tool cache prune` on a big cache) while this one serves requests.
@Suite struct PoolBlockingTests {
    @Test func writesWaitingForAnotherProcessesLockLeaveThePoolFree() async throws {
        let directory = try TemporaryDirectory()
        let cache = try DiskCache(configuration: .init(directory: directory.url))
        // Given another process holding the directory's lock for 3 s
        let go = directory.url.appendingPathComponent("go")
        let holder = try ChildProcess(try stressExecutable(), arguments: ["hold", directory.url.path, "3", go.path])
        #expect(await holder.waitForOutput(containing: "held"))
        try Data().write(to: go)
        // and more writes waiting for it than the pool has threads
        let writers = max(4, ProcessInfo.processInfo.activeProcessorCount * 2)
        let written = Counter()
        let writes = Task {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<writers {
                    group.addTask {
                        try await cache.suspending.store(Data("value \(index)".utf8), forKey: "key-\(index)")
                        written.increment()
                    }
                }
                try await group.waitForAll()
            }
        }
        // When 100 unrelated tasks run on the pool
        let (finished, rounds) = await unrelatedTasksFinish(within: .seconds(1)) { written.count == 0 }
        // Then a round finishes within 1 s while the writes still wait (3 s hold, 1 s bound: room for load)
        #expect(finished, "100 tasks took \(rounds) while cache writes waited for a lock")
        // and every write lands once the other process lets go
        try await writes.value
        #expect(await holder.output().status == 0)
        for index in 0..<writers {
            #expect(await cache.suspending.data(forKey: "key-\(index)") == Data("value \(index)".utf8))
        }
    }

    @Test func theSynchronousAPIStillWorksWhileTheLockIsFree() async throws {
        // The synchronous twins run on the cache's thread too, so both may be mixed on one cache.
        let directory = try TemporaryDirectory()
        let cache = try DiskCache(configuration: .init(directory: directory.url))
        try cache.store(Data("sync".utf8), forKey: "a")
        try await cache.suspending.store(Data("async".utf8), forKey: "b")
        #expect(await cache.suspending.data(forKey: "a") == Data("sync".utf8))
        #expect(cache.data(forKey: "b") == Data("async".utf8))
        await cache.suspending.remove(forKey: "a")
        #expect(cache.data(forKey: "a") == nil)
        #expect(await cache.suspending.verify() == DiskCache.VerificationReport(checked: 1, removed: 0))
        try await cache.suspending.removeAll()
        #expect(cache.statistics.entries == 0)
    }
}
