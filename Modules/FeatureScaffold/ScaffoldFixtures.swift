public import Foundation
public import Networking

/// The bundled data: the feed and its pictures, served by their URLs.
public enum ScaffoldFixtures {
    /// The bundled feed's address (`.invalid` names no real host); a live feed is read with a feed URL.
    public static let feedURL = URL(string: "https://bundled.invalid/scaffold.json") ?? URL(fileURLWithPath: "/")

    static var root: URL? { Bundle.module.url(forResource: "Fixtures", withExtension: nil) }

    /// Serves the feed and every picture under `https://bundled.invalid/scaffold/`.
    public static func transport() -> FixtureTransport {
        let root = root
        return FixtureTransport { request in
            guard let root, request.url.host == feedURL.host else { return nil }
            if request.url.path == feedURL.path {
                return .file(
                    root.appendingPathComponent("scaffold.json"),
                    headers: ["Content-Type": "application/json"]
                )
            }
            let prefix = "/scaffold/"
            guard request.url.path.hasPrefix(prefix) else { return nil }
            let name = String(request.url.path.dropFirst(prefix.count))
            guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else { return nil }
            return .file(root.appendingPathComponent("images/" + name), headers: ["Content-Type": "image/png"])
        }
    }
}
