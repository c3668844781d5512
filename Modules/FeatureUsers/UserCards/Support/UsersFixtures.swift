public import Foundation
public import Networking

/// The bundled data of the Mario cards: the list and the avatars of our own making, served by their live URLs.
public enum UsersFixtures {
    /// The bundled Mario list's address. The challenge has no endpoint (its data lives only in its README), so
    /// this names no real host (`.invalid` is reserved for that); a live list is read with a feed URL.
    public static let cardsURL = URL(string: "https://bundled.invalid/users.json") ?? URL(fileURLWithPath: "/")

    static var root: URL? { Bundle.module.url(forResource: "users", withExtension: nil) }

    /// Serves the card list and every mapped avatar.
    public static func transport() -> FixtureTransport {
        let root = root
        let avatars = root.map(avatarMap) ?? [:]
        return FixtureTransport { request in
            guard let root else { return nil }
            if request.url.path == cardsURL.path {
                return .file(root.appendingPathComponent("users.json"), headers: ["Content-Type": "application/json"])
            }
            return avatars[request.url.absoluteString].map { .file($0, headers: ["Content-Type": "image/png"]) }
        }
    }

    /// Avatar URL → bundled file, from `images/map.json`.
    static func avatarMap(_ root: URL) -> [String: URL] {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent("images/map.json").path),
            let entries = try? JSONDecoder().decode([String: String].self, from: data)
        else { return [:] }
        return entries.mapValues { root.appendingPathComponent($0) }
    }
}
