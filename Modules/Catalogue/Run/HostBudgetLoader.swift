public import Foundation
public import ImagePipeline

/// Wraps an image loader to tell a ``HostBudget`` what each fetch said about its host. It sits below the pipeline,
/// where the loader's error is still a value (the pipeline turns it into text), so a 404 and a refused connection
/// are told apart by their cause, never by their message.
public struct HostBudgetLoader: ImageDataLoading {
    let base: any ImageDataLoading
    let budget: HostBudget

    /// Loads with `base` and reports each fetch to `budget`.
    public init(base: any ImageDataLoading, budget: HostBudget) {
        self.base = base
        self.budget = budget
    }

    public func loadData(for url: URL) async throws -> Data {
        do {
            let data = try await base.loadData(for: url)
            await budget.record(url, .answered)
            return data
        } catch {
            await budget.record(url, HostBudget.verdict(for: error))
            throw error
        }
    }
}
