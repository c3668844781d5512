public import Foundation
public import Networking

/// The bundled data of both user lists: the feeds and avatars of our own making, served by their live URLs.
public enum UsersFixtures {
    /// The bundled Mario list's address. The challenge has no endpoint (its data lives only in its README), so
    /// this names no real host (`.invalid` is reserved for that); a live list is read with a feed URL.
    public static let cardsURL = URL(string: "https://bundled.invalid/users.json") ?? URL(fileURLWithPath: "/")
    /// The first page of Stack Overflow users by reputation.
    public static let stackOverflowURL =
        URL(
            string:
                "https://api.stackexchange.com/2.3/users?site=stackoverflow&order=desc&sort=reputation&page=1&pagesize=30"
        )
        ?? URL(fileURLWithPath: "/")

    static var root: URL? { Bundle.module.url(forResource: "Fixtures", withExtension: nil) }

    /// Serves the card list, the Stack Overflow page, and every mapped avatar.
    public static func transport() -> FixtureTransport {
        let root = root
        let avatars = root.map(avatarMap) ?? [:]
        return FixtureTransport { request in
            guard let root else { return nil }
            let url = request.url.absoluteString
            if request.url.path == cardsURL.path {
                return .file(root.appendingPathComponent("users.json"), headers: ["Content-Type": "application/json"])
            }
            if request.url.host == "api.stackexchange.com", request.url.path == "/2.3/users" {
                // Pages 1 and 2 are bundled; page 2 says `has_more: false`.
                let page =
                    URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?
                    .first(where: { $0.name == "page" })?.value.flatMap(Int.init) ?? 1
                let file = root.appendingPathComponent("stackoverflow/users-page\(page).json")
                guard (1...2).contains(page) else { return nil }
                return .file(file, headers: ["Content-Type": "application/json"])
            }
            return avatars[url].map { .file($0, headers: ["Content-Type": "image/png"]) }
        }
    }

    /// Avatar URL → bundled file, from the two `map.json` files.
    static func avatarMap(_ root: URL) -> [String: URL] {
        var result: [String: URL] = [:]
        for (folder, map) in [("", "images/map.json"), ("stackoverflow/", "stackoverflow/avatars/map.json")] {
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(map).path),
                let entries = try? JSONDecoder().decode([String: String].self, from: data)
            else { continue }
            for (url, path) in entries { result[url] = root.appendingPathComponent(folder + path) }
        }
        return result
    }
}
