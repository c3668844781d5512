/// Runs one operation per key at a time: callers asking for a key already in flight await the same task.
actor TaskCoalescer<Value: Sendable> {
    private var inFlight: [String: Task<Value, any Error>] = [:]

    func run(key: String, operation: @escaping @Sendable () async throws -> Value) async throws -> Value {
        if let task = inFlight[key] { return try await task.value }
        let task = Task { try await operation() }
        inFlight[key] = task
        defer { inFlight[key] = nil }
        return try await task.value
    }
}

/// Limits how many CPU-heavy jobs run at once; waiters resume in arrival order.
actor AsyncLimiter {
    private let limit: Int
    private var running = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    func acquire() async {
        if running < limit {
            running += 1
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    func release() {
        if waiters.isEmpty {
            running -= 1
        } else {
            waiters.removeFirst().resume()
        }
    }
}
