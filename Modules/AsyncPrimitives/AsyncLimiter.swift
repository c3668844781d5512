/// Limits how many operations run at once; waiters resume in arrival order.
/// The actor only counts: the limited work itself runs in the caller's task, never on the actor.
package actor AsyncLimiter {
    private let limit: Int
    private var running = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Creates a limiter allowing `limit` operations at once (at least one).
    package init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Waits for a free slot.
    package func acquire() async {
        if running < limit {
            running += 1
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Frees a slot, handing it straight to the longest waiter if there is one.
    package func release() {
        if waiters.isEmpty {
            running -= 1
        } else {
            waiters.removeFirst().resume()
        }
    }
}
