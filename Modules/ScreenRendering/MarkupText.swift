/// Escaping for text and attribute values in XML and HTML (SVG documents, the server's pages).
public enum MarkupText {
    /// `text` with `& < > " '` escaped and the characters XML 1.0 does not allow (NUL and the other C0 controls
    /// but tab, LF and CR; U+FFFE, U+FFFF) replaced by U+FFFD, so the markup always parses. Works on Unicode scalars,
    /// not characters: a quote followed by a combining mark is one `Character` that equals no quote, and must still
    /// be escaped. (A Swift string holds no lone surrogates: they are replaced when the string is made.)
    public static func escape(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "'": out.append(contentsOf: "&#39;".unicodeScalars)
            case _ where !isXMLCharacter(scalar): out.append("\u{FFFD}")
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// Whether XML 1.0's `Char` production admits `scalar`.
    public static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
