import Foundation
import ImagePipeline
import Synchronization
import Testing

/// A loader whose loads never finish on their own: each announces that it started, then waits until its task is
/// cancelled, and answers the cancellation with an error of its own kind (as a network loader does).
final class ParkedLoader: ImageDataLoading {
    struct Stopped: Error {}

    let started: AsyncStream<Void>
    private let startedContinuation: AsyncStream<Void>.Continuation
    let cancellations = Mutex(0)

    init() {
        (started, startedContinuation) = AsyncStream.makeStream()
    }

    func loadData(for url: URL) async throws -> Data {
        startedContinuation.yield()
        do {
            try await Task.sleep(for: .seconds(3_600))
        } catch {
            cancellations.withLock { $0 += 1 }
            throw Stopped()
        }
        return Data()
    }
}

@Suite struct PipelineCancellationTests {
    @Test func cancellingACallerEndsItsLoadAndReportsCancelled() async throws {
        let loader = ParkedLoader()
        let pipeline = ImagePipeline(configuration: .init(dataLoader: loader, resultCache: nil))
        let request = ImageRequest(
            url: try #require(URL(string: "https://example.com/a.jpg")),
            recipe: .thumbnail(size: 64)
        )
        let caller = Task { try await pipeline.thumbnail(for: request) }
        var started = loader.started.makeAsyncIterator()
        _ = await started.next()
        caller.cancel()
        let outcome = await caller.result
        #expect(throws: ImagePipelineError.cancelled) { try outcome.get() }
        #expect(loader.cancellations.withLock { $0 } == 1)
        #expect(pipeline.statistics.decodes == 0)
    }

    @Test func cancellingOneOfSeveralCallersLeavesTheOthersRunning() async throws {
        let loader = ParkedLoader()
        let pipeline = ImagePipeline(configuration: .init(dataLoader: loader, resultCache: nil))
        let request = ImageRequest(
            url: try #require(URL(string: "https://example.com/a.jpg")),
            recipe: .thumbnail(size: 64)
        )
        let first = Task { try await pipeline.thumbnail(for: request) }
        let second = Task { try await pipeline.thumbnail(for: request) }
        var started = loader.started.makeAsyncIterator()
        _ = await started.next()
        _ = await started.next()
        first.cancel()
        await #expect(throws: ImagePipelineError.cancelled) { try await first.value }
        #expect(loader.cancellations.withLock { $0 } == 1)
        second.cancel()
        await #expect(throws: ImagePipelineError.cancelled) { try await second.value }
        #expect(loader.cancellations.withLock { $0 } == 2)
    }
}
