public import Foundation

/// One link of an RFC 8288 `Link` header.
public struct WebLink: Sendable, Equatable {
    /// The target.
    public var url: URL
    /// The relation types (`rel="next last"` gives two).
    public var relations: [String]
    /// Other parameters, lowercased names, unquoted values.
    public var parameters: [String: String]

    /// Creates a link.
    public init(url: URL, relations: [String], parameters: [String: String] = [:]) {
        self.url = url
        self.relations = relations
        self.parameters = parameters
    }
}

/// Parses `Link` headers: several links, in any order, quoted or bare parameters, several rel values.
public enum LinkHeader {
    /// Every link in `header`; malformed parts are skipped.
    public static func parse(_ header: String) -> [WebLink] {
        var links: [WebLink] = []
        var scanner = Substring(header)
        while let open = scanner.firstIndex(of: "<") {
            guard let close = scanner[open...].firstIndex(of: ">") else { break }
            let target = String(scanner[scanner.index(after: open)..<close])
            var rest = scanner[scanner.index(after: close)...]
            var parameters: [String: String] = [:]
            // Parameters run until the comma that starts the next link (commas inside quotes do not count).
            while true {
                rest = rest.drop { $0 == " " || $0 == "\t" }
                guard rest.first == ";" else { break }
                rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
                let nameEnd = rest.firstIndex { $0 == "=" || $0 == ";" || $0 == "," } ?? rest.endIndex
                let name = rest[..<nameEnd].trimmingCharacters(in: .whitespaces).lowercased()
                rest = rest[nameEnd...]
                var value = ""
                if rest.first == "=" {
                    rest = rest.dropFirst().drop { $0 == " " }
                    if rest.first == "\"" {
                        rest = rest.dropFirst()
                        let end = rest.firstIndex(of: "\"") ?? rest.endIndex
                        value = String(rest[..<end])
                        rest = end < rest.endIndex ? rest[rest.index(after: end)...] : rest[end...]
                    } else {
                        let end = rest.firstIndex { $0 == ";" || $0 == "," } ?? rest.endIndex
                        value = rest[..<end].trimmingCharacters(in: .whitespaces)
                        rest = rest[end...]
                    }
                }
                if !name.isEmpty, parameters[name] == nil { parameters[name] = value }
            }
            if let url = URL(string: target.trimmingCharacters(in: .whitespaces)) {
                let relations = (parameters.removeValue(forKey: "rel") ?? "")
                    .split(separator: " ").map { $0.lowercased() }
                links.append(WebLink(url: url, relations: relations, parameters: parameters))
            }
            scanner = rest
        }
        return links
    }

    /// The first link whose relations include `relation`.
    public static func url(for relation: String, in header: String?) -> URL? {
        guard let header else { return nil }
        return parse(header).first { $0.relations.contains(relation.lowercased()) }?.url
    }
}
