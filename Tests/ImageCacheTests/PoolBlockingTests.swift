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

/// Runs `count` small tasks on the cooperative pool and returns how long they took, all of them.
func runUnrelatedTasks(_ count: Int = 100) async -> Duration {
    let started = ContinuousClock.now
    await withTaskGroup(of: Int.self) { group in
        for index in 0..<count {
            group.addTask { (0..<1_000).reduce(index, &+) }
        }
        await group.waitForAll()
    }
    return ContinuousClock.now - started
}

/// Waiting for the cache directory's lock never holds a thread of the cooperative pool: another process may hold
/// the lock for seconds (a slow writer, `catalog-tool cache prune` on a big cache) while this one serves requests.
@Suite struct PoolBlockingTests {
    @Test func writesWaitingForAnotherProcessesLockLeaveThePoolFree() async throws {
        let directory = try TemporaryDirectory()
        let cache = try DiskCache(configuration: .init(directory: directory.url))
        // Given another process holding the directory's lock for 3 s
        let holder = try ChildProcess(try stressExecutable(), arguments: ["hold", directory.url.path, "3"])
        #expect(await holder.waitForOutput(containing: "held"))
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
        let elapsed = await runUnrelatedTasks(100)
        // Then they finish well before the lock is released (the 1 s bound leaves room for a loaded machine)
        #expect(elapsed < .seconds(1), "100 tasks took \(elapsed) while cache writes waited for a lock")
        #expect(written.count == 0, "the writes were to be waiting for the other process")
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
