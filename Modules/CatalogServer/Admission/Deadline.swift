/// A time limit on a request's work: past it the work is cancelled (upstream transfers leave at once) and the
/// caller gets ``Passed``.
enum Deadline {
    /// The work did not finish within `limit`.
    struct Passed: Error, Sendable {
        let limit: Duration
    }

    /// Runs `work`, or throws ``Passed`` once `limit` has gone by.
    static func run<T: Sendable>(_ limit: Duration, _ work: @escaping @Sendable () async throws -> T) async throws -> T
    {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await work() }
            group.addTask {
                try await Task.sleep(for: limit)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else { throw Passed(limit: limit) }
            return value
        }
    }
}
