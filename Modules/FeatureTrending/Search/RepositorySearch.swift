import Foundation

extension Array where Element == Repository {
    /// The repositories whose `owner/name` or description contains every word of `query`, ignoring case and
    /// diacritics (`cafe` finds `Café`); an empty query keeps everything. Order is kept.
    public func matching(_ query: String) -> [Repository] {
        let words = query.split(whereSeparator: \.isWhitespace).map { Self.fold(String($0)) }
        guard !words.isEmpty else { return self }
        return filter { repository in
            let haystack = Self.fold(
                [repository.fullName, repository.description ?? ""].joined(separator: " ")
            )
            return words.allSatisfy { haystack.contains($0) }
        }
    }

    private static func fold(_ text: String) -> String {
        text.folding(
            options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive],
            locale: Locale(identifier: "en_US_POSIX")
        )
    }
}
