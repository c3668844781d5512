public import Foundation
public import Networking

/// The bundled trending pages (fictional repositories of our own making), served for any date the query carries:
/// the timeframe is read from how far the query's date lies before `now`, and the `{DATE}` placeholder in the
/// pages' `Link` headers becomes the query's date, so paging works exactly as against GitHub.
public enum TrendingFixtures {
    /// Serves the bundled pages; `now` must be the clock the query was built with.
    public static func transport(now: @escaping @Sendable () -> Date = { Date() }) -> FixtureTransport {
        let root = Bundle.module.url(forResource: "Fixtures", withExtension: nil)
        let avatars = root.map(avatarMap) ?? [:]
        return FixtureTransport { request in
            guard let root else { return nil }
            if let avatar = avatars[request.url.absoluteString] {
                return .file(avatar, headers: ["Content-Type": "image/png"])
            }
            guard request.url.path == "/search/repositories",
                let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems,
                let query = items.first(where: { $0.name == "q" })?.value,
                let dateText = query.components(separatedBy: "created:>").last?.prefix(10)
            else { return nil }
            let page = items.first { $0.name == "page" }?.value.flatMap(Int.init) ?? 1
            let timeframe = timeframe(since: String(dateText), now: now())
            let name = "trending-\(timeframe.rawValue)-page\(page)"
            let body = root.appendingPathComponent(name + ".json")
            guard let data = FileManager.default.contents(atPath: body.path) else { return nil }
            var headers: HTTPHeaders = [:]
            if let headerData = FileManager.default.contents(
                atPath: root.appendingPathComponent(name + ".headers.json").path
            ),
                let recorded = try? JSONDecoder().decode(RecordedHeaders.self, from: headerData)
            {
                for (key, value) in recorded.headers.sorted(by: { $0.key < $1.key }) {
                    headers[key] = value.replacingOccurrences(of: "{DATE}", with: String(dateText))
                }
            }
            return FixtureTransport.Fixture(status: 200, headers: headers, body: .data(data))
        }
    }

    struct RecordedHeaders: Decodable {
        var headers: [String: String]
    }

    /// Day when the date is at most 2 days back, week up to 10, month beyond.
    static func timeframe(since date: String, now: Date) -> Timeframe {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        guard let since = formatter.date(from: date) else { return .day }
        let days = now.timeIntervalSince(since) / 86_400
        return days <= 2 ? .day : days <= 10 ? .week : .month
    }

    static func avatarMap(_ root: URL) -> [String: URL] {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent("avatars/map.json").path),
            let entries = try? JSONDecoder().decode([String: String].self, from: data)
        else { return [:] }
        return entries.mapValues { root.appendingPathComponent($0) }
    }
}
