import FeatureKit

/// Each story's live screen, made once for a gallery and shared by all of that story's screens (devices,
/// orientations, text sizes): the feed is loaded, decoded and altered once a story instead of once a screen.
///
/// A ``LiveScreen`` gives a document for any device without changing itself (each document settles a copy of the
/// session), so every screen is the document `CatalogFeature.screen(_:context:)` makes; a gallery has one
/// environment a feature, so the feature and story names are the key.
actor LiveScreenMemo {
    private struct Key: Hashable {
        var feature: String
        var story: String
    }

    private var screens: [Key: Task<Result<LiveScreen, FeatureError>, Never>] = [:]

    /// The story's live screen, made on the first call (later calls wait for that one). A caller cancelled while it
    /// waits (Ctrl-C) cancels the making too: the detached task is not the caller's child, so it is cancelled by
    /// hand, and every other waiter of that story then gets the cancellation (they belong to the same run).
    func screen(
        feature: any CatalogFeature,
        story: String,
        context: FeatureContext
    ) async throws(FeatureError) -> LiveScreen {
        let key = Key(feature: feature.name, story: story)
        let task: Task<Result<LiveScreen, FeatureError>, Never>
        if let made = screens[key] {
            task = made
        } else {
            // Detached: a task made here would run on this actor, one story's feed decoding at a time.
            task = Task.detached {
                do throws(FeatureError) {
                    return .success(try await feature.liveScreen(story: story, context: context))
                } catch {
                    return .failure(error)
                }
            }
            screens[key] = task
        }
        return try await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }.get()
    }
}
