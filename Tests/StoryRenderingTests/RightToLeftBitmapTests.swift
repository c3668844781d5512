import CatalogFeatures
import FeatureKit
import Foundation
import ImagePipeline
import ScreenRendering
import Testing
import TextEngine

/// The PNG renderer draws a right-to-left screen's text where its mirrored frames say: the ink of each run (and of
/// each section header) lies where the left-to-right screen's ink lies, mirrored.
@Suite struct RightToLeftBitmapTests {
    /// Ink may differ by a glyph's side bearings (the first glyph's on one side, the last one's on the other; a
    /// centred run's ink sits off its box's centre by half their difference, which mirroring doubles: "Moderator" in
    /// 13-pt bold, 2.0 pt): at most 0.2 em, and 1.5 pt for antialiasing. A run at the wrong edge is tens of points off.
    static func tolerance(fontSize: Double) -> Double { max(1.5, 0.2 * fontSize) }

    /// The tolerance of a run some of whose lines start or end with an emoji: the emoji is not ink of the text's
    /// colour, so where a line ends in one ("… C header ✨") the text's ink stops an emoji and a space (1.3 em) short
    /// of the line's end, on the right left to right and on the left right to left.
    static func tolerance(fontSize: Double, lines: [String]) -> Double {
        let isEmoji: (Unicode.Scalar?) -> Bool = { $0?.properties.isEmojiPresentation == true }
        let emojiAtAnEnd = lines.contains {
            let scalars = $0.trimmingCharacters(in: .whitespaces).unicodeScalars
            return isEmoji(scalars.first) || isEmoji(scalars.last)
        }
        return tolerance(fontSize: fontSize) + (emojiAtAnEnd ? 1.3 * fontSize : 0)
    }

    /// The span, in points, of the pixels near `color` inside `frame`; nil when there are none.
    static func ink(of color: RGBAColor, in frame: Rect, of buffer: PixelBuffer, scale: Double) -> ClosedRange<Double>?
    {
        let columns = max(0, Int(frame.minX * scale))..<min(buffer.width, Int((frame.maxX * scale).rounded(.up)))
        let rows = max(0, Int(frame.minY * scale))..<min(buffer.height, Int((frame.maxY * scale).rounded(.up)))
        var first: Int?
        var last: Int?
        for y in rows {
            for x in columns {
                let pixel = buffer[x, y]
                let red = abs(Int(pixel.red) - Int(color.red))
                let green = abs(Int(pixel.green) - Int(color.green))
                let blue = abs(Int(pixel.blue) - Int(color.blue))
                let distance = red + green + blue
                guard distance < 90 else { continue }
                first = min(first ?? x, x)
                last = max(last ?? x, x)
            }
        }
        guard let first, let last else { return nil }
        return Double(first) / scale...Double(last + 1) / scale
    }

    /// Every text run (the back control's aside: its title differs) and section header of `document`: its frame and
    /// colour, keyed by where it is.
    static func texts(
        of document: LayoutDocument
    ) -> [(what: String, frame: Rect, color: RGBAColor, fontSize: Double, lines: [String])] {
        var texts: [(String, Rect, RGBAColor, Double, [String])] = []
        for section in document.sections {
            if let title = section.title, let frame = section.headerFrame {
                texts.append(
                    ("\(section.id) header \"\(title)\"", frame, RGBAColor(red: 0, green: 0, blue: 0), 20, [title])
                )
            }
            for item in section.items where item.id != "back" {
                for (index, part) in item.parts.enumerated() {
                    guard case .text(let run) = part, let color = RGBAColor(hex: run.color) else { continue }
                    texts.append(
                        ("\(item.id) part \(index) \"\(run.text)\"", run.frame, color, run.fontSize, run.lines)
                    )
                }
            }
        }
        return texts
    }

    /// Every feature's screens people meet first (``Story/auditsEveryTextSize``).
    static let firstScreens = FeatureRegistry.all.flatMap { feature in
        feature.stories.filter(\.auditsEveryTextSize).map { (feature.name, $0.name) }
    }

    @Test(arguments: firstScreens)
    func everyTextIsDrawnAtItsMirroredPlaceGivenRightToLeft(featureName: String, story: String) async throws {
        // Given
        let (feature, context) = try #require(
            try ReferenceDocumentTests.features().first { $0.feature.name == featureName }
        )
        let device = try #require(DeviceProfile.named("iphone-se"))
        let (ltr, rtl) = try await RightToLeftScreenTests.screens(
            feature,
            story: story,
            device: device,
            orientation: .portrait,
            context: context
        )
        let measurer = try TextMeasurer()
        // When (placeholders for pictures: only text is compared)
        let before = await LayoutRenderers.bitmap(ltr, pipeline: nil, measurer: measurer)
        let after = await LayoutRenderers.bitmap(rtl, pipeline: nil, measurer: measurer)
        // Then
        let width = ltr.contentSize.width
        let scale = ltr.device.scale
        let (original, mirrored) = (Self.texts(of: ltr), Self.texts(of: rtl))
        #expect(original.count == mirrored.count && original.count > 5)
        var compared = 0
        // A run in Hebrew or Arabic is aligned by its own direction in either layout (natural alignment).
        for (text, mirroredText) in zip(original, mirrored)
        where !RightToLeftScreenTests.hasRightToLeftLetter(text.what) {
            guard let ink = Self.ink(of: text.color, in: text.frame, of: before, scale: scale) else { continue }
            let drawn = Self.ink(of: mirroredText.color, in: mirroredText.frame, of: after, scale: scale)
            let expected = (width - ink.upperBound)...(width - ink.lowerBound)
            let apart = drawn.map {
                max(abs($0.lowerBound - expected.lowerBound), abs($0.upperBound - expected.upperBound))
            }
            #expect(
                apart.map { $0 <= Self.tolerance(fontSize: text.fontSize, lines: text.lines) } == true,
                "\(text.what): ink at \(drawn.map { "\($0)" } ?? "nowhere"), expected \(expected)"
            )
            compared += 1
        }
        #expect(compared > 5)
    }
}
