import FeatureTestSupport
import Foundation
import LayoutKit
import Testing

/// `LayoutDocument.jsonData()` (the hand-written ``LayoutJSONWriter``) against `JSONEncoder` on the document's
/// `Codable` conformance (`encodedData()`): every optional set and unset, every part and fallback kind, strings
/// that need escaping and numbers Swift prints with exponents. Every story's document is held to the same in
/// `StoryRenderingTests.LayoutJSONParityTests`.
@Suite struct LayoutJSONWriterTests {
    /// The first line where two JSON texts differ, for a failure message a person can read.
    static func firstDifference(_ written: Data, _ encoded: Data) -> String {
        let a = String(decoding: written, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let b = String(decoding: encoded, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) where a[safe: index] != b[safe: index] {
            return "line \(index + 1): written \(a[safe: index] ?? "(end)") | JSONEncoder \(b[safe: index] ?? "(end)")"
        }
        return "none"
    }

    static func text(_ text: String, fontSize: Double = 17, measurer: EstimatedTextMeasurer) -> LayoutPart {
        var run = LayoutPart.TextRun(
            text: text,
            frame: Rect(x: 1.005, y: -0.0, width: 1e-7, height: 123_456_789.125),
            fontSize: fontSize,
            style: .body,
            maxLines: 2,
            lines: [text, ""],
            measurer: measurer
        )
        run.underline = true
        run.fonts = ["DejaVu Sans", "Noto Sans Arabic"]
        run.direction = .rightToLeft
        run.cut = 4_000
        run.hides = "the rest"
        return .text(run)
    }

    static let box = Rect(x: 10, y: 20.25, width: 30.5, height: 40)

    static func everything() -> LayoutDocument {
        let measurer = EstimatedTextMeasurer()
        let item = LayoutItem(
            id: "row-\"1\"",
            kind: .button,
            frame: Rect(x: 0.123, y: 44.999, width: 390, height: 0.5),
            parts: [
                text("Quote \" back\\slash /slash\ttab\nline \u{1}\u{1f}\u{7f} é 😀 \u{2028}", measurer: measurer),
                text("", fontSize: 1e20, measurer: measurer),
                .image(.init(url: nil, frame: Self.box, crop: .contain, cornerRadius: 7.777, placeholderSeed: "seed")),
                .image(
                    .init(
                        url: "https://example.com/a/b.jpg?x=1&y=2",
                        frame: Self.box,
                        placeholderSeed: "s",
                        fallback: .initials("JD")
                    )
                ),
                .image(.init(url: "u", frame: Self.box, placeholderSeed: "s", fallback: .noPhoto)),
                .shape(.init(kind: .circle, frame: Self.box, fill: "#FFFFFF", cornerRadius: 0.3 + 0.6, role: .avatar)),
                .shape(.init(kind: .line, frame: Self.box, fill: "#000000")),
            ],
            action: LayoutAction(event: "open", value: "3"),
            href: "https://example.com",
            selected: .segment("week"),
            segments: [
                LayoutSegment(value: "day", title: "Day", frame: Self.box, action: LayoutAction(event: "timeframe")),
                LayoutSegment(
                    value: "week",
                    title: "Wéek",
                    frame: Self.box,
                    action: LayoutAction(event: "t", value: "")
                ),
            ],
            accessibility: .init(
                label: "Row",
                traits: [.button, .selected],
                value: "3 of 9",
                hint: "Opens",
                hidden: false
            )
        )
        var plain = LayoutItem(id: "plain", kind: .label, frame: Self.box, parts: [], selected: .item)
        plain.accessibility = LayoutItem.Accessibility.decorative
        var document = LayoutDocument(
            feature: "feature",
            screen: "list",
            profile: DeviceProfile.named("iphone-se") ?? DeviceProfile.all[0],
            orientation: .landscape,
            contentSize: Size(width: 667, height: 1e-5),
            sections: [
                LayoutSection(
                    id: "a",
                    title: "Títle",
                    headerFrame: Rect(x: 0, y: 0, width: 1, height: 2),
                    items: [item]
                ),
                LayoutSection(id: "b", items: [plain]),
                LayoutSection(id: "empty", items: []),
            ]
        )
        document.safeArea = Rect(x: 0, y: 20, width: 667, height: 355)
        document.traits = ScreenTraits(
            textSize: .accessibilityExtraExtraExtraLarge,
            appearance: .dark,
            direction: .rightToLeft
        )
        document.story = "loaded"
        document.events = [ScreenEvent("open", "3"), ScreenEvent("back")]
        document.transition = ScreenTransition.slideLeft
        document.endOfList = LayoutAction(event: "load-more")
        document.window = ListWindow(total: 5_000, around: 2_500)
        document.cut = DocumentCut(fullHeight: 25_000.456, height: 20_000, items: 3)
        document.background = "#F2F2F7"
        document.readingOrder = ["row-\"1\"", "plain"]
        return document
    }

    @Test func everyFieldIsWrittenAsJSONEncoderWritesIt() throws {
        let document = Self.everything()
        let written = try document.jsonData()
        let encoded = try document.encodedData()
        #expect(written == encoded, "\(Self.firstDifference(written, encoded))")
    }

    @Test func aDocumentWithNoOptionalsIsWrittenAsJSONEncoderWritesIt() throws {
        var document = Self.everything()
        document.safeArea = nil
        document.traits = nil
        document.story = nil
        document.events = []
        document.transition = nil
        document.endOfList = nil
        document.window = nil
        document.cut = nil
        document.background = nil
        document.readingOrder = nil
        document.sections = []
        let written = try document.jsonData()
        let encoded = try document.encodedData()
        #expect(written == encoded, "\(Self.firstDifference(written, encoded))")
    }

    @Test func aNumberThatIsNotFiniteIsATypedError() {
        var document = Self.everything()
        document.device.scale = .nan
        #expect(throws: LayoutError.self) { try document.jsonData() }
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
