import LayoutKit
import Testing

/// `LayoutPart.TextRun.hiddenText(_:lines:)`: what a text run's lines leave out, which the document states as
/// `hides` (a cut name must say what it cut). Texts that fit take a shortcut (one whole line, or ASCII lines with
/// the text's characters bar whitespace); these hold both ways to the same answers.
@Suite struct HiddenTextTests {
    @Test(
        arguments: [
            ("Broccoli Casserole", ["Broccoli Casserole"], nil),
            ("Broccoli Casserole", ["Broccoli", "Casserole"], nil),
            ("Line one\r\nline two\ttab", ["Line one", "line two tab"], nil),
            ("Noodle Dish with Roasted Black Bean Sauce", ["Noodle Dish with", "Roasted Black…"], "Bean Sauce"),
            ("Noodle Dish with Roasted Black Bean Sauce", ["Noodle Dish"], "with Roasted Black Bean Sauce"),
            ("Café au lait", ["Café", "au lait"], nil),
            ("Café au lait con leche", ["Café au…"], "lait con leche"),
            ("مرحبا بالعالم", ["مرحبا", "بالعالم"], nil),
            ("a\u{00A0}b c", ["a\u{00A0}b", "c"], nil),
            ("Short", ["Sho…"], "rt"),
        ] as [(String, [String], String?)]
    )
    func linesThatShowEveryCharacterHideNothingAndACutNamesTheRest(text: String, lines: [String], hidden: String?) {
        #expect(LayoutPart.TextRun.hiddenText(text, lines: lines) == hidden, "\(text) as \(lines)")
    }
}
