public import ImagePipeline
import LayoutKit
public import TextEngine

/// A small fixed document that exercises everything the PNG renderer draws — shapes of each kind, translucent fills,
/// text in each weight and alignment, underlined and struck through, right-to-left, CJK, emoji and Indic scripts, a
/// placeholder and a picture — so that the hash of its render identifies the renderer and the fonts installed.
/// A render cache keyed on documents includes it: a change to drawing code or to a font changes every key, while a
/// change to a feature's layout changes only that feature's documents.
public enum RendererProbe {
    /// The probe drawn with `measurer`: its pixels identify the renderer (hash them).
    public static func render(measurer: TextMeasurer) -> PixelBuffer {
        let document = document(measurer: measurer)
        let picture = PixelBuffer(width: 40, height: 40, fill: RGBAColor(red: 30, green: 120, blue: 200))
        let images = RenderImages(byKey: ["probe://picture|40x40|cover": picture])
        return LayoutRenderers.bitmap(document, images: images, measurer: measurer)
    }

    static func document(measurer: TextMeasurer) -> LayoutDocument {
        let device = DeviceProfile.all[0]
        let texts: [(String, FontWeight, TextAlignment, Bool, Bool)] = [
            ("Regular text, wrapped", .regular, .leading, false, false),
            ("Bold centred", .bold, .center, false, false),
            ("Trailing", .regular, .trailing, false, false),
            ("A link", .regular, .leading, true, false),
            ("$9.99", .regular, .leading, false, true),
            ("مرحبا بالعالم", .regular, .leading, false, false),
            ("שלום עולם", .bold, .leading, false, false),
            ("日本語のテキスト 한국어", .regular, .leading, false, false),
            ("नमस्ते ภาษาไทย 🙂⭐️", .regular, .leading, false, false),
        ]
        var parts: [LayoutPart] = [
            .shape(
                .init(
                    kind: .roundedRect,
                    frame: Rect(x: 4, y: 4, width: 150, height: 60),
                    fill: "#F2F2F7",
                    cornerRadius: 12
                )
            ),
            .shape(.init(kind: .circle, frame: Rect(x: 160, y: 4, width: 40, height: 40), fill: "#FF3B3080")),
            .shape(.init(kind: .line, frame: Rect(x: 4, y: 70, width: 200, height: 0.5), fill: "#C6C6C8")),
            // A gradient and a glyph (a polygon), so that their drawing code is in the key too.
            .shape(
                .init(
                    kind: .roundedRect,
                    frame: Rect(x: 200, y: 50, width: 90, height: 16),
                    fill: "#3AC4F5",
                    cornerRadius: 4,
                    gradient: .init(axis: .horizontal, colors: ["#3AC4F5", "#8A4FF2"])
                )
            ),
            .shape(
                .glyph(
                    [
                        [Point(x: 50, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)],
                        [Point(x: 50, y: 40), Point(x: 70, y: 85), Point(x: 30, y: 85)],
                    ],
                    in: Rect(x: 260, y: 28, width: 18, height: 18),
                    fill: "#8E8E93"
                )
            ),
            .image(
                .init(
                    url: nil,
                    frame: Rect(x: 210, y: 4, width: 40, height: 40),
                    cornerRadius: 20,
                    placeholderSeed: "probe"
                )
            ),
            .image(
                .init(url: "probe://picture", frame: Rect(x: 260, y: 4, width: 20, height: 20), placeholderSeed: "p")
            ),
        ]
        for (index, (text, weight, alignment, underline, strikethrough)) in texts.enumerated() {
            var run = LayoutPart.TextRun(
                text: text,
                frame: Rect(x: 8, y: 80 + Double(index) * 22, width: 180, height: 20),
                fontSize: 15,
                style: .body,
                weight: weight,
                color: index.isMultiple(of: 2) ? "#1C1C1E" : "#3C3C43",
                alignment: alignment,
                lines: [text],
                strikethrough: strikethrough,
                measurer: measurer
            )
            run.underline = underline ? true : nil
            parts.append(.text(run))
        }
        let item = LayoutItem(id: "probe", kind: .label, frame: Rect(x: 0, y: 0, width: 300, height: 290), parts: parts)
        return LayoutDocument(
            feature: "probe",
            screen: "probe",
            profile: device,
            orientation: .portrait,
            contentSize: Size(width: 300, height: 290),
            sections: [
                LayoutSection(
                    id: "probe",
                    title: "Probe",
                    headerFrame: Rect(x: 8, y: 270, width: 200, height: 20),
                    items: [item]
                )
            ]
        )
    }
}
