import Foundation
import LayoutKit

/// Finds what people should not have to read as a screen's main text: a URL, a host name, an HTTP status code.
public enum TechnicalText {
    /// Endings that make `word.word` a host name rather than a sentence's full stop or a version number.
    static let topLevelDomains = [
        "com", "org", "net", "io", "dev", "app", "edu", "gov", "invalid", "test", "local", "example", "localhost",
        "co", "uk", "de", "fr", "jp", "info", "biz", "me", "ai",
    ]
    private static let patterns: [(String, NSRegularExpression)] = {
        let domains = topLevelDomains.joined(separator: "|")
        let sources = [
            ("a URL", #"[a-zA-Z][a-zA-Z0-9+.-]*://\S+"#),
            ("a host name", #"\b(?:[a-zA-Z0-9-]+\.)+(?:"# + domains + #")\b(?![.\w])"#),
            ("an IP address", #"\b\d{1,3}(?:\.\d{1,3}){3}\b"#),
            (
                "a status code",
                #"(?i)\b(?:HTTP|status|code|answered|returned|error|responded)\s*(?:code\s*)?:?\s*[1-5]\d\d\b"#
            ),
        ]
        return sources.compactMap { name, source in
            (try? NSRegularExpression(pattern: source)).map { (name, $0) }
        }
    }()

    /// What technical detail `text` holds ("a URL: https://…"), or nil.
    public static func find(in text: String) -> String? {
        let range = NSRange(text.startIndex..., in: text)
        for (name, pattern) in patterns {
            if let match = pattern.firstMatch(in: text, range: range), let found = Range(match.range, in: text) {
                return "\(name): \(text[found].prefix(60))"
            }
        }
        return nil
    }

    /// Whether `text` is nothing but a URL, a host or a status code (as a label, it tells a person nothing).
    public static func isOnlyTechnical(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.count == 3, let code = Int(trimmed), (100...599).contains(code) { return true }
        guard find(in: trimmed) != nil, !trimmed.contains(" ") else { return false }
        return true
    }
}
