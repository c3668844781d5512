/// Runs one operation per key at a time: callers asking for a key already in flight await the same task.
/// Shared by the image pipeline (one decode per result) and the HTTP client (one transfer per identical GET).
package actor TaskCoalescer<Value: Sendable> {
    private var inFlight: [String: Task<Value, any Error>] = [:]

    /// Creates an empty coalescer.
    package init() {}

    /// The result of `operation` for `key`, shared with every concurrent caller of the same key.
    package func run(key: String, operation: @escaping @Sendable () async throws -> Value) async throws -> Value {
        if let task = inFlight[key] { return try await task.value }
        let task = Task { try await operation() }
        inFlight[key] = task
        defer { inFlight[key] = nil }
        return try await task.value
    }
}
