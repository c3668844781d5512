import FeatureKit
import FeatureTestSupport
import FeatureTrending
import Foundation
import Networking
import Testing

@Suite struct FavoritesErrorTests {
    @Test func anUnreadableFavouritesDatabaseIsATypedStateNotAnEmptyTab() async throws {
        // Given a data directory whose favourites database cannot be opened (a folder stands in its place)
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("trending/favorites.sqlite")
        try FileManager.default.createDirectory(at: database, withIntermediateDirectories: true)
        let context = FeatureContext(
            client: HTTPClient(configuration: .init(transport: TrendingFixtures.transport())),
            measurer: EstimatedTextMeasurer(),
            dataDirectory: directory
        )
        // When the screen appears
        let feature = TrendingFeature()
        var session = ScreenSession(feature: feature.name, model: TrendingScreenModel(feature: feature))
        try await session.apply([], context: context)
        try await session.settle(context: context)
        // Then the model says why the favourites are missing, naming the file
        #expect(session.model.favourites.isEmpty)
        guard case .database(let path, let reason)? = session.model.favouritesError else {
            Issue.record("no favourites error: \(String(describing: session.model.favouritesError))")
            return
        }
        #expect(path == database.path)
        #expect(!reason.isEmpty)
        // and the trending list still loads
        #expect(session.model.list.state == .loaded)
    }
}
