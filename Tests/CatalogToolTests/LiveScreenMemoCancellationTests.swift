import FeatureKit
import FeatureTestSupport
import Foundation
import Networking
import Synchronization
import Testing

@testable import CatalogTool

/// Ctrl-C cancels a gallery's story loads: a caller of `LiveScreenMemo` cancelled while the story's live screen is
/// being made cancels the making (a detached task, not the caller's child), rather than leaving it to run (issue #42).
@Suite struct LiveScreenMemoCancellationTests {
    /// Whether the load started and whether it saw its cancellation.
    final class Probe: Sendable {
        let started = AsyncStream<Void>.makeStream()
        let cancelled = Mutex(false)
    }

    /// A feature whose live screen never comes: its load waits until it is cancelled, and records that it was.
    struct Endless: CatalogFeature {
        let probe: Probe
        let name = "endless"
        let summary = "A load that only ends when cancelled."
        let endpoints: [URL] = []
        let screens = ["list"]
        let stories = Story.common

        func bundledTransport() -> FixtureTransport { FixtureTransport(fixtures: [:]) }
        func images(context: FeatureContext) async throws(FeatureError) -> [FeatureImage] { [] }

        func liveScreen(story: String, context: FeatureContext) async throws(FeatureError) -> LiveScreen {
            let gate = Mutex<CheckedContinuation<Void, Never>?>(nil)
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    if Task.isCancelled {
                        continuation.resume()
                    } else {
                        gate.withLock { $0 = continuation }
                        probe.started.continuation.yield()
                    }
                }
            } onCancel: {
                probe.cancelled.withLock { $0 = true }
                gate.withLock { $0.take() }?.resume()
            }
            throw .unknownStory(feature: name, story: story, available: [])
        }
    }

    @Test func cancellingTheCallerCancelsTheStoryLoad() async throws {
        let probe = Probe()
        let feature = Endless(probe: probe)
        let memo = LiveScreenMemo()
        let context = FeatureContext(
            client: HTTPClient(configuration: .init(transport: FixtureTransport(fixtures: [:]), retry: .none)),
            measurer: EstimatedTextMeasurer()
        )
        let caller = Task { try await memo.screen(feature: feature, story: "loaded", context: context) }
        // When the load has started (a condition, not a time) and the caller is cancelled
        var started = probe.started.stream.makeAsyncIterator()
        await started.next()
        caller.cancel()
        _ = await caller.result
        // Then the load itself saw the cancellation.
        #expect(probe.cancelled.withLock { $0 })
    }
}
