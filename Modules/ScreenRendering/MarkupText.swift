/// Escaping for text and attribute values in XML and HTML (SVG documents, the server's pages).
public enum MarkupText {
    /// `text` with `& < > " '` escaped. Works on Unicode scalars, not characters: a quote followed by a combining
    /// mark is one `Character` that equals no quote, and must still be escaped.
    public static func escape(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "'": out.append(contentsOf: "&#39;".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
