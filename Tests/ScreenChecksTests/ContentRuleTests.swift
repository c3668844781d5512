import FeatureTestSupport
import LayoutKit
import ScreenChecks
import ScreenControls
import Testing

/// The content rules, each on a document with the defect a person saw (the audit passed every one of them before):
/// words broken inside themselves, bars grown past 1.35 ×, neighbouring tiles at different sizes, placeholder art,
/// a tablet detail left blank, and values dropped at a larger text size.
@Suite struct ContentRuleTests {
    let measurer = EstimatedTextMeasurer()

    func run(
        _ text: String,
        lines: [String],
        width: Double,
        size: Double = 17,
        style: TextStyle = .body
    ) -> LayoutPart.TextRun {
        LayoutPart.TextRun(
            text: text,
            frame: Rect(x: 16, y: 100, width: width, height: Double(lines.count) * size * 1.2),
            fontSize: size,
            style: style,
            maxLines: lines.count,
            lines: lines,
            measurer: measurer
        )
    }

    func item(_ id: String, kind: LayoutItem.Kind = .label, frame: Rect, parts: [LayoutPart]) -> LayoutItem {
        LayoutItem(
            id: id,
            kind: kind,
            frame: frame,
            parts: parts,
            accessibility: .init(label: id, traits: [.staticText])
        )
    }

    func document(
        _ items: [LayoutItem],
        device name: String = "iphone-15",
        screen: String = "list",
        textSize: ContentSizeCategory = .large,
        height: Double? = nil
    ) throws -> LayoutDocument {
        let device = try #require(DeviceProfile.named(name))
        let size = device.size(in: .portrait)
        var document = LayoutDocument(
            feature: "test",
            screen: screen,
            profile: device,
            orientation: .portrait,
            contentSize: Size(width: size.width, height: height ?? size.height),
            sections: [LayoutSection(id: "content", items: items)]
        )
        document.safeArea = Rect(x: 0, y: 0, width: size.width, height: height ?? size.height)
        document.traits = textSize == .large ? nil : ScreenTraits(textSize: textSize)
        return document
    }

    func rules(_ document: LayoutDocument) -> Set<ScreenViolation.Rule> {
        Set(ScreenCheck.contentViolations(in: document, measurer: measurer).map(\.rule))
    }

    @Test func aWordBrokenThoughItFitsOrWithoutAHyphenFails() throws {
        // "Trendi|ng" at AX5 in a tab: the word fits a line of 200 pt at 17 pt.
        let fits = run("Trending", lines: ["Trendi", "ng"], width: 200)
        let broken = ScreenCheck.wordBreaks(
            in: fits,
            item: item("tab", frame: fits.frame, parts: []),
            measurer: measurer
        )
        #expect(broken.count == 1 && broken[0].rule == .wordBrokenInside)
        #expect(broken[0].description.contains("though it fits"))
        // Too long for its line: a break is allowed, with a hyphen only.
        let long = run("Sandwiches", lines: ["Sandwiche", "s"], width: 70)
        let bare = ScreenCheck.wordBreaks(
            in: long,
            item: item("tile", frame: long.frame, parts: []),
            measurer: measurer
        )
        #expect(bare.first?.description.contains("without a hyphen") == true)
        let hyphenated = run("Sandwiches", lines: ["Sandwi-", "ches"], width: 70)
        #expect(
            ScreenCheck.wordBreaks(
                in: hyphenated,
                item: item("t", frame: hyphenated.frame, parts: []),
                measurer: measurer
            )
            .isEmpty
        )
        // Breaks at spaces, after the text's own hyphen or slash, and between Chinese characters are not inside a word.
        for (text, lines) in [
            ("Pulled Chicken", ["Pulled", "Chicken"]), ("copper-prism", ["copper-", "prism"]),
            ("glowworm-systems/copper", ["glowworm-systems/", "copper"]), ("你好世界", ["你好", "世界"]),
        ] {
            let fine = run(text, lines: lines, width: 60)
            #expect(
                ScreenCheck.wordBreaks(in: fine, item: item("x", frame: fine.frame, parts: []), measurer: measurer)
                    .isEmpty
            )
        }
    }

    @Test func aBreakBesideANoBreakSpaceIsStillChecked() {
        // "10\u{00A0}Trendi|ng": the wrapper keeps the no-break space, so the rule must find the line with it.
        let text = "10\u{00A0}Trending repositories"
        let broken = run(text, lines: ["10\u{00A0}Trendi", "ng repositories"], width: 200)
        let found = ScreenCheck.wordBreaks(
            in: broken,
            item: item("label", frame: broken.frame, parts: []),
            measurer: measurer
        )
        #expect(found.map(\.rule) == [.wordBrokenInside])
    }

    @Test func scriptsWithoutHyphensBreakALongWordBare() {
        // Arabic's letters join: a word longer than its line breaks without a hyphen, and that is not a defect.
        let word = "المستخدمينالمستخدمين"
        let lines = measurer.lines(for: word, width: 60, fontSize: 17, maxLines: 0)
        #expect(lines.count > 1 && lines.allSatisfy { !$0.hasSuffix("-") })
        let long = run(word, lines: lines, width: 60)
        #expect(
            ScreenCheck.wordBreaks(in: long, item: item("a", frame: long.frame, parts: []), measurer: measurer)
                .isEmpty
        )
        #expect(TextMetrics.takesHyphen("é") && TextMetrics.takesHyphen("ж") && !TextMetrics.takesHyphen("ب"))
    }

    @Test func theWrapperHyphenatesOnlyAWordLongerThanItsLine() {
        let narrow = measurer.lines(for: "Sandwiches", width: 60, fontSize: 17, maxLines: 0)
        #expect(narrow.count > 1 && narrow.dropLast().allSatisfy { $0.hasSuffix("-") })
        #expect(narrow.map { $0.hasSuffix("-") ? String($0.dropLast()) : $0 }.joined() == "Sandwiches")
        #expect(
            measurer.lines(for: "Pulled Chicken Sandwiches", width: 120, fontSize: 17, maxLines: 0).allSatisfy {
                !$0.hasSuffix("-")
            }
        )
        let run = run("Sandwiches", lines: narrow, width: 60)
        #expect(run.hides == nil)
    }

    @Test func barTextPastOnePointThreeFiveTimesItsSizeAtLargeFails() throws {
        let controls = Controls(measurer: measurer, traits: ScreenTraits(textSize: .accessibilityExtraExtraExtraLarge))
        // A 53-pt navigation title, as on the SE at AX5 before.
        let title = controls.text("Stack Overflow users", x: 16, y: 0, width: 288, style: .headline, maxLines: 3)
        let bar = item(
            "navigation-bar",
            kind: .navigationBar,
            frame: Rect(x: 0, y: 0, width: 320, height: 199),
            parts: [.text(title)]
        )
        let violations = ScreenCheck.contentViolations(
            in: try document([bar], device: "iphone-se", textSize: .accessibilityExtraExtraExtraLarge),
            measurer: measurer
        )
        let found = try #require(violations.first { $0.rule == .barTextTooLarge })
        #expect(found.measured == 53 && found.limit == 17 * 1.35)
        // At the bars' largest size the same title passes.
        let held = Controls(
            measurer: measurer,
            traits: ScreenTraits(textSize: .accessibilityExtraExtraExtraLarge).forBars
        )
        let fixed = held.text("Stack Overflow users", x: 16, y: 0, width: 288, style: .headline, maxLines: 2)
        let fixedBar = item("navigation-bar", kind: .navigationBar, frame: bar.frame, parts: [.text(fixed)])
        #expect(
            !rules(try document([fixedBar], device: "iphone-se", textSize: .accessibilityExtraExtraExtraLarge))
                .contains(.barTextTooLarge)
        )
    }

    @Test func oneRoleAtDifferentSizesInTilesOfOneGridFails() throws {
        let tile = LayoutItem.Kind(rawValue: "special-tile")
        func special(_ id: String, x: Double, size: Double) -> LayoutItem {
            let frame = Rect(x: x, y: 100, width: 150, height: 150)
            let name = LayoutPart.TextRun(
                text: "Kikkoman Less Sodium Soy Sauce",
                frame: Rect(x: x + 8, y: 200, width: 134, height: 40),
                fontSize: size,
                style: .footnote,
                maxLines: 3,
                lines: ["Kikkoman"],
                measurer: measurer
            )
            return item(id, kind: tile, frame: frame, parts: [.text(name)])
        }
        // 12.5 pt beside 21 pt, as neighbouring Specials tiles were at AX5.
        #expect(
            rules(try document([special("a", x: 0, size: 12.5), special("b", x: 160, size: 21)])).contains(
                .mixedTileTextSizes
            )
        )
        #expect(
            !rules(try document([special("a", x: 0, size: 12.5), special("b", x: 160, size: 12.5)])).contains(
                .mixedTileTextSizes
            )
        )
        // A tile of another size may not differ either: one type ramp for the whole grid (issue #55: a 49.5-pt
        // name in the largest tiles beside 11-pt names in the others read as a broken page).
        var large = special("c", x: 0, size: 21)
        large.frame = Rect(x: 0, y: 300, width: 300, height: 300)
        #expect(rules(try document([special("a", x: 0, size: 12.5), large])).contains(.mixedTileTextSizes))
    }

    @Test func theSpecialsGridOfTheCommitBeforeFailsWithOneRampAGrid() throws {
        // Written by `catalog-tool layout --feature specials --device ipad-pro-13 --text-size ax5` at 946192d: the
        // two largest tiles' names at 40 pt beside the others' 11 to 17.5.
        let document = try BeforeIssue55.document("specials-loaded-ipad-pro-13-portrait-ax5")
        #expect(
            ScreenCheck.contentViolations(in: document, measurer: measurer).map(\.rule).contains(.mixedTileTextSizes)
        )
    }

    @Test func aNoPhotoPlateWhereTheDataHasNoPictureFails() throws {
        // The half-screen plate an "Other" recipe opened onto.
        let plate = LayoutPart.image(
            .init(url: nil, frame: Rect(x: 0, y: 0, width: 393, height: 295), placeholderSeed: "x", fallback: .noPhoto)
        )
        #expect(
            rules(try document([item("recipe", frame: Rect(x: 0, y: 0, width: 393, height: 600), parts: [plate])]))
                .contains(.placeholderArt)
        )
        // A missing avatar's initials, and a small plate, are not art standing in for content.
        let initials = LayoutPart.image(
            .init(
                url: nil,
                frame: Rect(x: 0, y: 0, width: 120, height: 120),
                placeholderSeed: "x",
                fallback: .initials("JS")
            )
        )
        let small = LayoutPart.image(
            .init(url: nil, frame: Rect(x: 0, y: 0, width: 64, height: 64), placeholderSeed: "x", fallback: .noPhoto)
        )
        #expect(
            !rules(
                try document([item("a", frame: Rect(x: 0, y: 0, width: 393, height: 200), parts: [initials, small])])
            ).contains(.placeholderArt)
        )
    }

    @Test func aTabletDetailLeftMostlyBlankFails() throws {
        // A Stack Overflow detail in the iPad's top-left corner: about 85% blank.
        let corner = LayoutPart.shape(
            .init(kind: .roundedRect, frame: Rect(x: 16, y: 16, width: 400, height: 330), fill: "#FFFFFF")
        )
        let detail = try document(
            [item("so-detail", frame: Rect(x: 0, y: 0, width: 820, height: 346), parts: [corner])],
            device: "ipad-10",
            screen: "detail"
        )
        let found = try #require(
            ScreenCheck.contentViolations(in: detail, measurer: measurer).first { $0.rule == .blankDetail }
        )
        #expect((found.measured ?? 0) > 0.8)
        // A line at the top and a button at the bottom do not fill what lies between them (a bounding box would
        // call this screen full).
        let line = LayoutPart.shape(
            .init(kind: .roundedRect, frame: Rect(x: 16, y: 16, width: 120, height: 20), fill: "#000000")
        )
        let button = LayoutPart.shape(
            .init(kind: .roundedRect, frame: Rect(x: 700, y: 1100, width: 100, height: 44), fill: "#0A60D0")
        )
        let spread = try #require(
            ScreenCheck.contentViolations(
                in: try document(
                    [item("detail", frame: Rect(x: 0, y: 0, width: 820, height: 1180), parts: [line, button])],
                    device: "ipad-10",
                    screen: "detail"
                ),
                measurer: measurer
            ).first { $0.rule == .blankDetail }
        )
        #expect((spread.measured ?? 0) > 0.95)
        // A list beside it (a split view) fills the screen; a phone is not held to the rule.
        let list = LayoutPart.shape(
            .init(kind: .roundedRect, frame: Rect(x: 0, y: 0, width: 375, height: 1180), fill: "#FFFFFF")
        )
        #expect(
            !rules(
                try document(
                    [item("split", frame: Rect(x: 0, y: 0, width: 820, height: 1180), parts: [list, corner])],
                    device: "ipad-10",
                    screen: "detail"
                )
            ).contains(.blankDetail)
        )
        #expect(
            !rules(
                try document(
                    [item("so-detail", frame: Rect(x: 0, y: 0, width: 393, height: 346), parts: [corner])],
                    screen: "detail"
                )
            ).contains(.blankDetail)
        )
    }

    @Test func aValueShownAtLargeButDroppedOrCutAtALargerSizeFails() throws {
        func cell(_ texts: [(String, [String])], size: ContentSizeCategory) throws -> LayoutDocument {
            let parts = texts.enumerated().map { index, text in
                LayoutPart.text(
                    LayoutPart.TextRun(
                        text: text.0,
                        frame: Rect(x: 16, y: 10 + Double(index) * 30, width: 200, height: 24),
                        fontSize: 13,
                        style: .footnote,
                        role: .secondary,
                        maxLines: 1,
                        lines: text.1,
                        measurer: measurer
                    )
                )
            }
            return try document(
                [item("so-user-22656", frame: Rect(x: 0, y: 0, width: 320, height: 200), parts: parts)],
                device: "iphone-se",
                textSize: size,
                height: 2000
            )
        }
        let base = try cell([("7,741", ["7,741"]), ("Sofia, Bulgaria", ["Sofia, Bulgaria"])], size: .large)
        // The bronze count gone and the location cut at XXXL, as on the SE before.
        let larger = try cell([("Sofia, Bulgaria", ["Sofia,…"])], size: .extraExtraExtraLarge)
        let found = ScreenCheck.parityViolations(base: base, larger: larger)
        #expect(found.count == 2 && found.allSatisfy { $0.rule == .contentDropped })
        #expect(
            found.contains { $0.description.contains("missing") } && found.contains { $0.description.contains("cut") }
        )
        let reflowed = try cell(
            [("7,741", ["7,741"]), ("Sofia, Bulgaria", ["Sofia,", "Bulgaria"])],
            size: .extraExtraExtraLarge
        )
        #expect(ScreenCheck.parityViolations(base: base, larger: reflowed).isEmpty)
    }

    @Test func aBarsTextCutAtALargerSizeFails() throws {
        // Bars keep their text near its standard size, so a segment or a navigation title has room for its words at
        // every size: one cut at AX5 ("This w…") is content dropped like any other.
        func bar(_ lines: [String], kind: LayoutItem.Kind, size: ContentSizeCategory) throws -> LayoutDocument {
            let run = LayoutPart.TextRun(
                text: "This week",
                frame: Rect(x: 140, y: 60, width: 110, height: 22),
                fontSize: 15,
                style: .subheadline,
                maxLines: 1,
                lines: lines,
                measurer: measurer
            )
            return try document(
                [item("timeframe", kind: kind, frame: Rect(x: 16, y: 56, width: 361, height: 32), parts: [.text(run)])],
                device: "iphone-se",
                textSize: size,
                height: 2000
            )
        }
        for kind in [LayoutItem.Kind.segmentedControl, .navigationBar, .tabBar, .button] {
            let base = try bar(["This week"], kind: kind, size: .large)
            let cut = try bar(["This w…"], kind: kind, size: .accessibilityExtraExtraExtraLarge)
            #expect(ScreenCheck.parityViolations(base: base, larger: cut).map(\.rule) == [.contentDropped], "\(kind)")
            let whole = try bar(["This week"], kind: kind, size: .accessibilityExtraExtraExtraLarge)
            #expect(ScreenCheck.parityViolations(base: base, larger: whole).isEmpty, "\(kind)")
        }
    }
}
