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
        let go = directory.appendingPathComponent("go")
        let holder = try ChildProcess(
            try sqliteShell(),
            arguments: [
                store.path, "BEGIN IMMEDIATE;", "DELETE FROM favorites WHERE id = 0;", ".shell echo held",
                // The hold is counted from when the test says its writers start, however late a loaded machine
                // lets it say so.
                ".shell i=0; while [ ! -e '\(go.path)' ] && [ $i -lt 6000 ]; do sleep 0.01; i=$((i+1)); done",
                ".shell sleep 3", "COMMIT;",
            ]
        )
        #expect(await holder.waitForOutput(containing: "held"))
        try Data().write(to: go)
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
        let (finished, rounds) = await unrelatedTasksFinish(within: .seconds(1)) { written.count == 0 }
        // Then a round finishes within 1 s while the writes still wait (3 s hold, 1 s bound: room for load)
        #expect(finished, "100 tasks took \(rounds) while favourites writes waited for SQLite")
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
