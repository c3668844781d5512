import FeatureTestSupport
import Foundation
import LayoutKit
import ScreenChecks
import ScreenControls
import Testing

/// The one palette: every text colour keeps its contrast on the surfaces it is drawn on in both appearances, no
/// layout writes a colour of its own, and the contrast rules measure against the document's page, not white.
@Suite struct PaletteTests {
    let measurer = EstimatedTextMeasurer()

    /// Text (or a selection indicator) drawn on surfaces, and the contrast it needs: 4.5:1 for text, 3:1 for large
    /// text (the favourite mark is bold 16 pt) and for indicators.
    static var pairs: [(name: String, color: KeyPath<Palette, String>, on: [KeyPath<Palette, String>], minimum: Double)]
    {
        [
            (
                "label", \.label,
                [
                    \.background, \.elevatedBackground, \.barBackground, \.controlBackground, \.fieldBackground,
                    \.selectedCardBackground, \.secondaryBackground,
                ], 4.5
            ),
            ("title", \.titleLabel, [\.background, \.elevatedBackground, \.groupedBackground], 4.5),
            ("detail", \.detailLabel, [\.background, \.elevatedBackground, \.selectedBackground], 4.5),
            (
                "secondary", \.secondaryLabel,
                [
                    \.background, \.elevatedBackground, \.barBackground, \.selectedBackground, \.secondaryBackground,
                    \.fieldBackground, \.groupedBackground,
                ], 4.5
            ),
            ("tertiary", \.tertiaryLabel, [\.fieldBackground, \.elevatedBackground], 4.5),
            (
                "tint", \.tint,
                [
                    \.background, \.barBackground, \.selectedBackground, \.infoBackground, \.warningBackground,
                    \.errorBackground, \.elevatedBackground,
                ], 4.5
            ),
            ("on tint", \.onTint, [\.filledTint], 4.5),
            ("info", \.infoText, [\.infoBackground], 4.5),
            ("warning", \.warningText, [\.warningBackground], 4.5),
            ("error", \.errorText, [\.errorBackground], 4.5),
            ("price", \.specialsPrice, [\.elevatedBackground], 4.5),
            ("favourite", \.favorite, [\.background, \.selectedBackground], 3),
            ("on the user band", \.onUserBand, [\.userBandStart, \.userBandEnd], 3),
            (
                "indicator", \.tint,
                [\.controlBackground, \.barBackground, \.selectedBackground, \.selectedCardBackground], 3
            ),
        ]
    }

    @Test(arguments: Appearance.allCases)
    func everyTextColourKeepsItsContrastOnItsSurfaces(appearance: Appearance) throws {
        let palette = Palette(appearance)
        for pair in Self.pairs {
            let text = try #require(ScreenColor(hex: palette[keyPath: pair.color]))
            for surface in pair.on {
                let back = try #require(ScreenColor(hex: palette[keyPath: surface]))
                let ratio = ScreenColor.contrast(text.over(back), back)
                #expect(
                    ratio >= pair.minimum,
                    "\(appearance) \(pair.name) \(palette[keyPath: pair.color]) on \(palette[keyPath: surface]): \(ratio)"
                )
            }
        }
        // Text on the scrim over a picture, whatever the picture's colours.
        let onScrim = try #require(ScreenColor(hex: palette.onScrim))
        let scrim = try #require(ScreenColor(hex: palette.scrim))
        for picture in [ScreenColor.white, .black] {
            #expect(ScreenColor.contrast(onScrim, scrim.over(picture)) >= 4.5)
        }
    }

    @Test func darkIsDarkAndPicturesKeepTheirColours() {
        let (light, dark) = (Palette.light, Palette.dark)
        #expect(Palette(.dark) == dark && Palette(.light) == light)
        let page = ScreenColor(hex: dark.background)?.luminance ?? 1
        #expect(page < 0.01 && (ScreenColor(hex: dark.label)?.luminance ?? 0) > 0.9)
        // No black shadow on black: dark draws no soft shadow, and a card's edge is lighter than the page.
        #expect(dark.softShadow.isEmpty)
        #expect((ScreenColor(hex: dark.cardShadow)?.luminance ?? 0) > page)
        #expect((ScreenColor(hex: dark.elevatedBackground)?.luminance ?? 0) > page)
        #expect(dark.scrim == light.scrim && dark.onScrim == light.onScrim)
        #expect(light.documentBackground == nil && dark.documentBackground == dark.background)
    }

    // MARK: - No colour outside the palette

    /// The sources whose colours must come from the palette: every feature module (every `Modules/Feature*` folder,
    /// so a new one is checked too), FeatureKit, LayoutKit (placeholders and layout types) and ScreenControls (chrome
    /// and controls). Palette+Appearances.swift is where the colours are written.
    static func checkedFolders(in modules: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: modules.path)
            .filter {
                ($0.hasPrefix("Feature") && $0 != "FeatureTestSupport") || ["LayoutKit", "ScreenControls"].contains($0)
            }
            .sorted()
    }
    static let allowed: Set<String> = ["LayoutKit/Traits/Palette+Appearances.swift"]

    /// `"#RRGGBB…` in a Swift source line: a colour written as a literal.
    static func colourLiterals(in line: Substring) -> Bool {
        line.firstRange(of: /"#[0-9A-Fa-f]{6}/) != nil
    }

    @Test func noLayoutWritesAColourLiteralOutsideThePalette() throws {
        let modules = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../Modules").standardizedFileURL
        var found: [String] = []
        var files = 0
        for folder in try Self.checkedFolders(in: modules) {
            let root = modules.appending(path: folder)
            let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                let relative = String(url.standardizedFileURL.path.dropFirst(modules.path.count + 1))
                guard !Self.allowed.contains(relative) else { continue }
                files += 1
                let source = try String(contentsOf: url, encoding: .utf8)
                for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where Self.colourLiterals(in: line) {
                    found.append("Modules/\(relative):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(files > 50, "read only \(files) files under \(modules.path)")
        #expect(found.isEmpty, "colour literals outside Palette:\n\(found.joined(separator: "\n"))")
    }

    @Test func theLiteralFinderSeesLiteralsAndNotNames() {
        #expect(Self.colourLiterals(in: ##"fill: "#8E8E93\(alpha)""##))
        #expect(Self.colourLiterals(in: ##"color: "#1c1c1e","##))
        #expect(!Self.colourLiterals(in: ##"/// `#RRGGBB` or `#RRGGBBAA`"##))
        #expect(!Self.colourLiterals(in: ##"String(format: "#%02X%02X%02X", r, g, b)"##))
    }

    // MARK: - Contrast against the document's page

    /// A phone screen with `items` on the page `background`, laid out for `appearance`.
    func screen(_ items: [LayoutItem], background: String?, appearance: Appearance) throws -> LayoutDocument {
        let device = try #require(DeviceProfile.named("iphone-15"))
        var document = LayoutDocument(
            feature: "test",
            screen: "palette",
            profile: device,
            orientation: .portrait,
            contentSize: Size(width: 393, height: 852),
            sections: [LayoutSection(id: "content", items: items)]
        )
        document.background = background
        document.traits = ScreenTraits(appearance: appearance)
        document.safeArea = Rect(x: 0, y: 0, width: 393, height: 852)
        AccessibilityTree.annotate(&document)
        return document
    }

    func label(_ color: String) -> LayoutItem {
        let run = Controls(measurer: measurer).text(
            "Garlic Croutons",
            x: 16,
            y: 100,
            width: 300,
            style: .body,
            color: color
        )
        return LayoutItem(id: "label", kind: .label, frame: run.frame, parts: [.text(run)])
    }

    @Test func lightLabelColourOnABlackPageFailsContrast() throws {
        let black = Palette.dark.background
        let dark = ScreenCheck.allViolations(
            in: try screen([label(Palette.light.label)], background: black, appearance: .dark),
            measurer: measurer
        )
        let violation = try #require(dark.first { $0.rule == .lowContrast })
        #expect((violation.measured ?? 9) < 1.3 && violation.limit == 4.5)
        // The same colour on a white page, and the dark label on black, pass.
        let white = try screen([label(Palette.light.label)], background: nil, appearance: .light)
        #expect(!ScreenCheck.allViolations(in: white, measurer: measurer).contains { $0.rule == .lowContrast })
        let fixed = try screen([label(Palette.dark.label)], background: black, appearance: .dark)
        #expect(!ScreenCheck.allViolations(in: fixed, measurer: measurer).contains { $0.rule == .lowContrast })
    }

    @Test func aSectionHeaderMustShowOnThePage() throws {
        var document = try screen([label(Palette.dark.label)], background: nil, appearance: .dark)
        document.sections[0].title = "Popular"
        document.sections[0].headerFrame = Rect(x: 16, y: 40, width: 300, height: 44)
        // Dark headers (white) on a page left white.
        let violation = try #require(
            ScreenCheck.allViolations(in: document, measurer: measurer).first { $0.item == "content" }
        )
        #expect(violation.rule == .lowContrast && violation.limit == 3)
        document.background = Palette.dark.background
        #expect(ScreenCheck.allViolations(in: document, measurer: measurer).allSatisfy { $0.item != "content" })
    }

    @Test func aDarkComposedScreenHasADarkPageAndBars() throws {
        let device = try #require(DeviceProfile.named("iphone-se"))
        func compose(_ appearance: Appearance) -> LayoutDocument {
            ScreenComposer(measurer: measurer, traits: ScreenTraits(appearance: appearance)).compose(
                feature: "test",
                screen: "list",
                device: device,
                orientation: .portrait,
                chrome: ScreenChrome(title: "Title", tabs: nil)
            ) { area in ScreenContent(sections: [], height: area.height) }
        }
        let dark = compose(.dark)
        #expect(dark.background == Palette.dark.background)
        let bar = try #require(dark.item("navigation-bar"))
        let fills = bar.parts.compactMap { part -> String? in
            guard case .shape(let shape) = part else { return nil }
            return shape.fill
        }
        #expect(fills.first == Palette.dark.barBackground)
        #expect(compose(.light).background == nil)
        #expect(ScreenCheck.allViolations(in: dark, measurer: measurer).isEmpty)
    }
}
