import FeatureUsers
import Foundation
import ImagePipeline

/// Stack Overflow avatars through the brief's avatar cache (`AvatarStore`: one entry per user id, kept as
/// downloaded): the pipeline asks by URL, and the feed says whose avatar each URL is. Images the feed does not name
/// (and every other image) load as usual.
actor AvatarStoreLoader: ImageDataLoading {
    private let store: AvatarStore
    private let fallback: any ImageDataLoading
    private let owners: @Sendable () async -> [URL: Int]
    private var known: [URL: Int]?

    /// A loader over `store`; `owners` lists the user id of each avatar URL (asked once, on first use).
    init(store: AvatarStore, fallback: any ImageDataLoading, owners: @escaping @Sendable () async -> [URL: Int]) {
        self.store = store
        self.fallback = fallback
        self.owners = owners
    }

    func loadData(for url: URL) async throws -> Data {
        if known == nil { known = await owners() }
        if let userID = known?[url], let data = await store.avatar(userID: userID, url: url) { return data }
        return try await fallback.loadData(for: url)
    }
}
