import Networking
import Synchronization

/// The part of a transfer that a cancellation handler may touch from any thread: its id and a flag.
///
/// The flag closes the race between `Task` cancellation and the transfer reaching the event loop: the loop
/// checks it when it picks the transfer up, and a cancellation that arrives later finds the transfer by id.
final class CurlCancellationToken: Sendable {
    /// Unique within one ``CurlTransport``.
    let id: UInt64
    private let cancelled = Atomic<Bool>(false)

    init(id: UInt64) {
        self.id = id
    }

    /// Whether the task that started the transfer was cancelled.
    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    func cancel() {
        cancelled.store(true, ordering: .releasing)
    }
}
