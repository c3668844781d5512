import ArgumentParser
import Foundation

/// Where a feature's data comes from; every subcommand that loads a feature takes these.
struct DataOptions: ParsableArguments {
    enum Source: String, ExpressibleByArgument, CaseIterable {
        case bundled
        case live
    }

    @Option(help: "bundled (the data in the repo, no network) or live (the real endpoints).")
    var source: Source = .bundled

    @Option(help: "Send every endpoint request to this server instead (scheme, host and port replaced; implies live).")
    var baseURL: String?

    @Option(
        help:
            "Read the feature's feed from this URL instead of its endpoint (a paged feed's first page; implies live)."
    )
    var feedURL: String?

    @Flag(help: "Never touch the network: serve from the HTTP cache only.")
    var offline = false

    @Option(help: "Cache directory (default: $CATALOG_CACHE_DIR or $XDG_CACHE_HOME/catalog).")
    var cacheDir: String?

    @Option(help: "Data directory for favourites (default: $CATALOG_DATA_DIR or $XDG_DATA_HOME/catalog).")
    var dataDir: String?

    func validate() throws {
        if let baseURL {
            guard let url = URL(string: baseURL), let scheme = url.scheme, ["http", "https"].contains(scheme),
                url.host != nil
            else {
                throw ValidationError("--base-url must be an http(s) URL with a host, e.g. http://127.0.0.1:8080.")
            }
        }
        if let feedURL {
            guard let url = URL(string: feedURL), let scheme = url.scheme, ["http", "https"].contains(scheme),
                url.host != nil
            else {
                throw ValidationError(
                    "--feed-url must be an http(s) URL with a host, e.g. http://127.0.0.1:8080/users.json."
                )
            }
        }
    }

    /// For commands that load every feature: a feed URL names one feature's feed.
    func validateForAllFeatures() throws {
        if feedURL != nil {
            throw ValidationError("--feed-url names one feature's feed; use it with a single --feature.")
        }
    }

    /// Whether requests go to a network transport.
    var isLive: Bool { source == .live || baseURL != nil || feedURL != nil }
}
