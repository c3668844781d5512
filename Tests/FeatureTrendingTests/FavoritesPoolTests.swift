import AsyncPrimitives
import FeatureTrending
import Foundation
import Synchronization
import Testing

/// The `sqlite3` command-line shell (Debian's `sqlite3`, installed by `scripts/setup`): another process to hold the
/// favourites database's write lock.
func sqliteShell() throws -> URL {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    for folder in folders + ["/usr/bin"] {
        let url = URL(fileURLWithPath: String(folder)).appendingPathComponent("sqlite3")
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "sqlite3 on PATH (run scripts/setup)"])
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

/// SQLite's busy waits happen on the store's own thread: another process writing the favourites database for
/// seconds never stalls the cooperative pool.
@Suite struct FavoritesPoolTests {
    @Test func writesWaitingForABusyDatabaseLeaveThePoolFree() async throws {
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let repositories = try await bundledRepositories(.month)
        let store = try FavoritesStore(directory: directory)
        try await store.add(repositories[0])
        // Given another process holding a write transaction for 3 s
        let holder = try ChildProcess(
            try sqliteShell(),
            arguments: [
                store.path, "BEGIN IMMEDIATE;", "DELETE FROM favorites WHERE id = 0;", ".shell echo held",
                ".shell sleep 3", "COMMIT;",
            ]
        )
        #expect(await holder.waitForOutput(containing: "held"))
        // and more writes waiting for it than the pool has threads
        let writers = min(repositories.count - 1, max(4, ProcessInfo.processInfo.activeProcessorCount * 2))
        let written = Counter()
        let writes = Task {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 1...writers {
                    group.addTask {
                        try await store.add(repositories[index])
                        written.increment()
                    }
                }
                try await group.waitForAll()
            }
        }
        // When 100 unrelated tasks run on the pool
        let elapsed = await runUnrelatedTasks(100)
        // Then they finish well before the other process commits (the 1 s bound leaves room for a loaded machine)
        #expect(elapsed < .seconds(1), "100 tasks took \(elapsed) while favourites writes waited for SQLite")
        #expect(written.count == 0, "the writes were to be waiting for the other process")
        // and every write lands once it has
        try await writes.value
        #expect(await holder.output().status == 0)
        #expect(try await store.ids() == Set(repositories[0...writers].map(\.id)))
    }
}

/// A count shared by concurrent tasks.
final class Counter: Sendable {
    private let value = Atomic<Int>(0)

    func increment() { value.add(1, ordering: .relaxed) }
    var count: Int { value.load(ordering: .relaxed) }
}
