import LayoutKit

/// Finds what people should not have to read on a screen: a URL, a host name, an IP address, a file path, an HTTP
/// status code. A scanner over the text's words rather than regular expressions: it runs on every text run of every
/// audited screen, from several tasks at once, and shares no state.
public enum TechnicalText {
    /// Endings that make `word.word` a host name rather than a sentence's full stop or a version number.
    static let topLevelDomains: Set<String> = [
        "com", "org", "net", "io", "dev", "app", "edu", "gov", "invalid", "test", "local", "example", "localhost",
        "co", "uk", "de", "fr", "jp", "info", "biz", "me", "ai",
    ]
    /// Words that, followed by a three-digit number, make it an HTTP status ("HTTP 200", "status 404").
    static let statusWords: Set<String> = ["http", "status", "code"]
    /// Words that make a following 400–599 an HTTP error ("answered 503", "error 404"), where "returned 200
    /// results" is a count.
    static let errorWords: Set<String> = ["answered", "returned", "error", "responded"]

    /// What technical detail `text` holds ("a URL: https://…"), or nil.
    public static func find(in text: String) -> String? {
        let words = text.split(whereSeparator: \.isWhitespace)
        for word in words.map(trimmed) {
            if let scheme = word.firstRange(of: "://"), scheme.lowerBound > word.startIndex,
                word[word.startIndex..<scheme.lowerBound].allSatisfy({
                    $0.isASCII && ($0.isLetter || "+.-".contains($0)) || $0.isNumber
                }),
                word.first?.isLetter == true, scheme.upperBound < word.endIndex
            {
                return "a URL: \(word.prefix(60))"
            }
        }
        for word in words {
            let token = trimmed(word)
            if isPath(token) { return "a file path: \(token.prefix(60))" }
            if let kind = hostOrAddress(token) { return "\(kind): \(token.prefix(60))" }
        }
        var previous: [String] = []
        for word in words {
            let token = trimmed(word)
            if token.count == 3, let code = Int(token), (100...599).contains(code), let before = previous.last,
                statusWords.contains(before) || (errorWords.contains(before) && code >= 400)
            {
                return "a status code: \(previous.last ?? "") \(token)"
            }
            previous.append(token.lowercased().trimmingSuffix(":"))
        }
        return nil
    }

    /// Whether `text` is nothing but a URL, a host or a status code (as a label, it tells a person nothing).
    public static func isOnlyTechnical(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace)
        if words.count == 1, words[0].count == 3, let code = Int(words[0]), (100...599).contains(code) { return true }
        return words.count == 1 && find(in: text) != nil
    }

    /// A word without the punctuation and brackets around it in a sentence.
    private static func trimmed(_ word: Substring) -> Substring {
        var token = word
        while let last = token.last, ".,;:!?)]}>\"'”’»…".contains(last) { token = token.dropLast() }
        while let first = token.first, "([{<\"'“‘«".contains(first) { token = token.dropFirst() }
        return token
    }

    /// `/a/b` or `~/a`: a path of at least two parts that starts with a letter.
    private static func isPath(_ token: Substring) -> Bool {
        var rest = token
        if rest.hasPrefix("~/") {
            rest = rest.dropFirst(2)
        } else if rest.hasPrefix("/") {
            rest = rest.dropFirst()
        } else {
            return false
        }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count >= (token.hasPrefix("~") ? 1 : 2) && parts.first?.first?.isLetter == true
            && parts.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || "._-".contains($0) } }
    }

    /// "a host name" for `label.label.tld`, "an IP address" for four numbers up to 255, each with an optional port
    /// and path (`api.github.com/users`, `10.0.0.1:8080`), else nil.
    private static func hostOrAddress(_ token: Substring) -> String? {
        var host = token.prefix { $0 != "/" }
        if let colon = host.firstIndex(of: ":"), host[host.index(after: colon)...].allSatisfy(\.isASCIIDigit) {
            host = host[..<colon]
        }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }) else { return nil }
        if labels.count == 4,
            labels.allSatisfy({ $0.count <= 3 && $0.allSatisfy(\.isASCIIDigit) && (Int($0) ?? 256) <= 255 })
        {
            return "an IP address"
        }
        guard labels.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } }),
            let last = labels.last, topLevelDomains.contains(last.lowercased())
        else { return nil }
        return "a host name"
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
