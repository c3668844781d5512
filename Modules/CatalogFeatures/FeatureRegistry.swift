public import FeatureKit
// new-feature: imports
import FeatureRecipes
import FeatureSpecials
import FeatureTrending
import FeatureUsers
public import Foundation
public import Networking

/// The one list of features. `catalog-tool` (every command and `serve`), every suite that runs over features and the
/// browser tests (through `catalog-tool features --json`) take the features from here, so a feature added to
/// ``all`` (and its targets to `Package.swift`) is in every command, story matrix and server suite. A module may give
/// more than one feature: FeatureUsers gives the Mario cards and the Stack Overflow users, as the design card has it.
public enum FeatureRegistry {
    /// Every feature, in display order.
    public static let all: [any CatalogFeature] = [
        RecipesFeature(),
        SpecialsFeature(),
        UsersFeature(),
        StackOverflowFeature(),
        TrendingFeature(),
        // new-feature: features above this line
    ]

    /// Every feature's command-line name, in display order.
    public static var names: [String] { all.map(\.name) }

    /// The feature called `name` (any case), or nil.
    public static func feature(named name: String) -> (any CatalogFeature)? {
        let wanted = name.lowercased()
        return all.first { $0.name == wanted }
    }

    /// A context over `feature`'s bundled data, as `catalog-tool --source bundled` gives it: the bundled transport
    /// (answering as at `now`), no retries (nothing bundled fails by chance), `measurer`, and the bundled data's
    /// moment as the clock. `wrap` may put the transport behind another (to count, hold or fail its requests).
    public static func bundledContext(
        for feature: any CatalogFeature,
        measurer: any TextMeasuring,
        now: @escaping @Sendable () -> Date = { FeatureContext.bundledDataMoment },
        dataDirectory: URL? = nil,
        wrap: (any CatalogFeature, any HTTPTransporting) -> any HTTPTransporting = { $1 }
    ) -> FeatureContext {
        let transport = wrap(feature, feature.bundledTransport(now: now))
        let client = HTTPClient(configuration: .init(transport: transport, retry: .none))
        return FeatureContext(client: client, measurer: measurer, dataDirectory: dataDirectory, now: now)
    }
}
