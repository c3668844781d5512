public import Foundation
public import Networking

/// The bundled data of the Stack Overflow list: two pages and the avatars they name, served by their live URLs.
public enum StackOverflowFixtures {
    /// The first page of Stack Overflow users by reputation.
    public static let firstPageURL =
        URL(
            string:
                "https://api.stackexchange.com/2.3/users?site=stackoverflow&order=desc&sort=reputation&page=1&pagesize=30"
        )
        ?? URL(fileURLWithPath: "/")

    static var root: URL? { Bundle.module.url(forResource: "stackoverflow", withExtension: nil) }

    /// Serves the bundled pages and every mapped avatar.
    public static func transport() -> FixtureTransport {
        let root = root
        let avatars = root.map(avatarMap) ?? [:]
        return FixtureTransport { request in
            guard let root else { return nil }
            if request.url.host == "api.stackexchange.com", request.url.path == "/2.3/users" {
                // Pages 1 and 2 are bundled; page 2 says `has_more: false`.
                let page =
                    URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?
                    .first(where: { $0.name == "page" })?.value.flatMap(Int.init) ?? 1
                guard (1...2).contains(page) else { return nil }
                let file = root.appendingPathComponent("users-page\(page).json")
                return .file(file, headers: ["Content-Type": "application/json"])
            }
            return avatars[request.url.absoluteString].map { .file($0, headers: ["Content-Type": "image/png"]) }
        }
    }

    /// Avatar URL → bundled file, from `avatars/map.json`.
    static func avatarMap(_ root: URL) -> [String: URL] {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent("avatars/map.json").path),
            let entries = try? JSONDecoder().decode([String: String].self, from: data)
        else { return [:] }
        return entries.mapValues { root.appendingPathComponent($0) }
    }
}
