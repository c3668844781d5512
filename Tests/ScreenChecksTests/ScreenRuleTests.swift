import FeatureTestSupport
import Foundation
import LayoutKit
import ScreenChecks
import ScreenControls
import Testing

/// Each rule of ``ScreenCheck`` on a document made here to break it, and on the same document fixed.
@Suite struct ScreenRuleTests {
    let measurer = EstimatedTextMeasurer()
    var controls: Controls { Controls(measurer: measurer) }

    /// A phone screen holding `items`, its accessibility filled in as composed screens have it.
    func screen(_ items: [LayoutItem]) throws -> LayoutDocument {
        let device = try #require(DeviceProfile.named("iphone-15"))
        var document = LayoutDocument(
            feature: "test",
            screen: "rules",
            profile: device,
            orientation: .portrait,
            contentSize: Size(width: 393, height: 852),
            sections: [LayoutSection(id: "content", items: items)]
        )
        document.safeArea = Rect(x: 0, y: 0, width: 393, height: 852)
        AccessibilityTree.annotate(&document)
        return document
    }

    func rules(_ items: [LayoutItem]) throws -> Set<ScreenViolation.Rule> {
        Set(ScreenCheck.allViolations(in: try screen(items), measurer: measurer).map(\.rule))
    }

    func label(
        _ text: String,
        style: TextStyle = .body,
        size: Double? = nil,
        role: TextRole = .primary,
        color: String = "#1C1C1E",
        kind: LayoutItem.Kind = .label,
        y: Double = 100,
        height: Double = 44,
        maxLines: Int = 1,
        width: Double = 300
    ) -> LayoutItem {
        let run = controls.text(
            text,
            x: 16,
            y: y,
            width: width,
            style: style,
            size: size,
            role: role,
            color: color,
            maxLines: maxLines
        )
        return LayoutItem(
            id: "item-\(Int(y))",
            kind: kind,
            frame: Rect(x: 16, y: y, width: width, height: max(height, run.frame.height)),
            parts: [.text(run)]
        )
    }

    @Test func greyTextOnWhiteFailsContrastAndDarkerGreyPasses() throws {
        let broken = try ScreenCheck.allViolations(
            in: screen([label("Secondary", color: "#8E8E93")]),
            measurer: measurer
        )
        let violation = try #require(broken.first { $0.rule == .lowContrast })
        #expect(violation.limit == 4.5 && (violation.measured ?? 0) > 3.2 && (violation.measured ?? 9) < 3.3)
        #expect(try !rules([label("Secondary", color: "#6C6C70")]).contains(.lowContrast))
        // Large text needs 3:1 only: the specials green passes at 18 pt and fails at 15.
        #expect(try rules([label("$1.00", style: .subheadline, color: "#2E9E6B")]).contains(.lowContrast))
        #expect(try !rules([label("$1.00", style: .title3, color: "#2E9E6B")]).contains(.lowContrast))
    }

    @Test func textOverAnImageNeedsAScrimMeasuredOverWhiteAndBlack() throws {
        let frame = Rect(x: 16, y: 100, width: 200, height: 200)
        let title = controls.text("Title", x: 24, y: 260, width: 180, style: .headline, color: "#FFFFFF")
        let image = LayoutPart.image(.init(url: nil, frame: frame, placeholderSeed: "x"))
        let bare = LayoutItem(id: "tile", kind: .label, frame: frame, parts: [image, .text(title)])
        #expect(try rules([bare]).contains(.textOverImageWithoutScrim))
        var faint = bare
        faint.parts.insert(.shape(.init(kind: .roundedRect, frame: frame, fill: "#00000022")), at: 1)
        #expect(try rules([faint]).contains(.lowContrast))
        var scrimmed = bare
        scrimmed.parts.insert(.shape(.init(kind: .roundedRect, frame: frame, fill: "#00000099")), at: 1)
        let fixed = try rules([scrimmed])
        #expect(!fixed.contains(.textOverImageWithoutScrim) && !fixed.contains(.lowContrast))
    }

    @Test func aSelectedItemNeedsAnIndicatorOfThreeToOne() throws {
        let frame = Rect(x: 16, y: 100, width: 300, height: 60)
        var card = label("Ada", y: 100, height: 60)
        card.selected = .item
        card.parts.insert(.shape(.init(kind: .roundedRect, frame: frame, fill: "#CFE3FF")), at: 0)
        #expect(try rules([card]).contains(.selectionWithoutIndicator))
        var faint = card
        faint.parts[0] = .shape(.init(kind: .roundedRect, frame: frame, fill: "#CFE3FF", role: .indicator))
        let violation = try #require(
            ScreenCheck.allViolations(in: screen([faint]), measurer: measurer).first {
                $0.rule == .lowIndicatorContrast
            }
        )
        #expect((violation.measured ?? 9) < 1.4)
        var marked = card
        marked.parts.append(
            .shape(
                .init(
                    kind: .roundedRect,
                    frame: Rect(x: 16, y: 100, width: 4, height: 60),
                    fill: "#0A64D6",
                    role: .indicator
                )
            )
        )
        let fixed = try rules([marked])
        #expect(!fixed.contains(.selectionWithoutIndicator) && !fixed.contains(.lowIndicatorContrast))
    }

    @Test func textUnderElevenPointsOrShrunkOutsideATileFails() throws {
        #expect(try rules([label("Tiny", style: .caption2, size: 9)]).contains(.textTooSmall))
        #expect(try rules([label("Shrunk", style: .body, size: 15)]).contains(.textShrunk))
        let tile = LayoutItem.Kind(rawValue: "special-tile")
        #expect(try !rules([label("Shrunk", style: .body, size: 14, kind: tile)]).contains(.textShrunk))
        #expect(try rules([label("Too far", style: .body, size: 13, kind: tile)]).contains(.textShrunk))
        #expect(try !rules([label("Whole", style: .caption2)]).contains(.textTooSmall))
    }

    @Test func primaryTextCutWhileItFitsAtElevenPointsFails() throws {
        let name = "starling-works/bright-otter-with-a-long-name"
        let cut = label(name, style: .callout, height: 92, maxLines: 1, width: 200)
        #expect(cut.parts.contains { if case .text(let run) = $0 { run.hides != nil } else { false } })
        #expect(try rules([cut]).contains(.primaryTextCut))
        #expect(
            try !rules([label(name, style: .callout, height: 92, maxLines: 3, width: 200)]).contains(.primaryTextCut)
        )
        // Secondary text may be cut; so may primary text that cannot fit even at 11 pt.
        #expect(
            try !rules([label(name, style: .callout, role: .secondary, height: 92, width: 200)]).contains(
                .primaryTextCut
            )
        )
        #expect(try !rules([label(name, style: .callout, height: 20, width: 40)]).contains(.primaryTextCut))
    }

    @Test func textOfAnyRoleWithAURLHostPathOrStatusFails() throws {
        #expect(
            try rules([label("Server answered 503 for https://bundled.invalid/users.json.", maxLines: 4)])
                .contains(.technicalText)
        )
        #expect(try rules([label("Couldn't reach bundled.invalid", maxLines: 2)]).contains(.technicalText))
        #expect(try rules([label("HTTP 404", maxLines: 2)]).contains(.technicalText))
        // The line under an error's sentence was secondary and passed; any role fails now.
        let detail = label("HTTP 503 from bundled.invalid", style: .footnote, role: .secondary, color: "#6C6C70")
        #expect(try rules([detail]).contains(.technicalText))
        #expect(
            try rules([label("Could not open /var/lib/catalog/favorites.sqlite", maxLines: 3)]).contains(.technicalText)
        )
        #expect(try rules([label("Status code: 500", maxLines: 2)]).contains(.technicalText))
        #expect(try rules([label("Connecting to 10.0.0.12 failed", maxLines: 2)]).contains(.technicalText))
        #expect(
            try !rules([label("The server is busy. Try again in a minute.", maxLines: 2)]).contains(.technicalText)
        )
        #expect(try !rules([label("★ 693 stars, 3.5 out of 5", maxLines: 2)]).contains(.technicalText))
        #expect(try !rules([label("Mix 1/2 cup and/or 3 eggs, v1.2.3.", maxLines: 2)]).contains(.technicalText))
        // A link's text and the web view's address are the places a URL belongs.
        #expect(try !rules([label("https://example.com/a", kind: .link, maxLines: 2)]).contains(.technicalText))
    }

    @Test func anActionWithoutALabelOrInteractiveTraitFails() throws {
        var button = label("Open", y: 100)
        button.action = LayoutAction(event: "open", value: "0")
        button.accessibility = .init(label: "", traits: [.button])
        #expect(try rules([button]).contains(.unlabelledAction))
        button.accessibility = .init(label: "Open", traits: [.staticText])
        #expect(try rules([button]).contains(.unlabelledAction))
        button.accessibility = .init(label: "Open", traits: [.button])
        #expect(try !rules([button]).contains(.unlabelledAction))
    }

    @Test func aLabelThatIsOnlyAURLOrStatusFails() throws {
        var item = label("Link", y: 100)
        item.accessibility = .init(label: "https://example.com/x", traits: [.staticText])
        #expect(try rules([item]).contains(.technicalLabel))
        item.accessibility = .init(label: "503", traits: [.staticText])
        #expect(try rules([item]).contains(.technicalLabel))
        item.accessibility = .init(label: "Recipe website", traits: [.staticText])
        #expect(try !rules([item]).contains(.technicalLabel))
    }

    @Test func twoPeopleWithOneGeneratedAvatarFail() throws {
        func person(_ id: String, y: Double, fill: String) -> LayoutItem {
            let back = Rect(x: 16, y: y, width: 44, height: 44)
            let initials = controls.text("JS", x: 16, y: y + 12, width: 44, style: .callout, color: "#FFFFFF")
            return LayoutItem(
                id: id,
                kind: .label,
                frame: Rect(x: 16, y: y, width: 300, height: 44),
                parts: [.shape(.init(kind: .circle, frame: back, fill: fill, role: .avatar)), .text(initials)]
            )
        }
        #expect(
            try rules([person("a", y: 100, fill: "#1F5FA8"), person("b", y: 200, fill: "#1F5FA8")]).contains(
                .sharedAvatar
            )
        )
        #expect(
            try !rules([person("a", y: 100, fill: "#1F5FA8"), person("b", y: 200, fill: "#8A3B12")]).contains(
                .sharedAvatar
            )
        )
    }

    /// Initials a picture falls back to: one person twice is fine (an owner of two repositories), two people with
    /// the same letters on the same colour are not.
    @Test func twoPeopleWithOneFallbackAvatarFail() throws {
        func person(_ id: String, y: Double, seed: String, name: String) -> LayoutItem {
            let frame = Rect(x: 16, y: y, width: 44, height: 44)
            return LayoutItem(
                id: id,
                kind: .label,
                frame: Rect(x: 16, y: y, width: 300, height: 44),
                parts: [
                    .image(
                        .init(
                            url: "https://example.com/\(seed).png",
                            frame: frame,
                            cornerRadius: 22,
                            placeholderSeed: seed,
                            fallback: .initials(for: name)
                        )
                    )
                ]
            )
        }
        // A second seed with the first one's colour.
        let twin = try #require(
            (1..<500).map { "person-\($0)" }.first {
                ImageFallback.color(for: $0) == ImageFallback.color(for: "person-0")
            }
        )
        let first = person("a", y: 100, seed: "person-0", name: "Jo Smith")
        #expect(try rules([first, person("b", y: 200, seed: twin, name: "Jay Stone")]).contains(.sharedAvatar))
        #expect(try !rules([first, person("b", y: 200, seed: "person-0", name: "Jo Smith")]).contains(.sharedAvatar))
        #expect(try !rules([first, person("b", y: 200, seed: twin, name: "Ann Lee")]).contains(.sharedAvatar))
    }

    @Test func aReadingOrderAgainstTheVisualOrderFails() throws {
        var document = try screen([label("First", y: 100), label("Second", y: 200)])
        #expect(ScreenCheck.accessibilityViolations(in: document).isEmpty)
        document.readingOrder = ["item-200", "item-100"]
        #expect(ScreenCheck.accessibilityViolations(in: document).map(\.rule) == [.readingOrder])
        document.readingOrder = ["item-100"]
        #expect(ScreenCheck.accessibilityViolations(in: document).map(\.rule) == [.readingOrder])
    }

    @Test func aLabelThatChangesWithTheDeviceFails() throws {
        let phone = try screen([label("Jon Skeet, 3 gold badges", y: 100)])
        var landscape = phone
        landscape.orientation = .landscape
        landscape.sections[0].items[0].accessibility?.label = "Jon Skeet"
        #expect(
            ScreenCheck.labelConsistencyViolations(across: [phone, landscape]).map(\.rule) == [.labelDiffersByDevice]
        )
        #expect(ScreenCheck.labelConsistencyViolations(across: [phone, phone]).isEmpty)
    }

    @Test func unresolvedColoursAndTheGeometryRulesStillFail() throws {
        var item = label("Text", y: 100)
        item.parts.insert(.shape(.init(kind: .roundedRect, frame: item.frame, fill: "red")), at: 0)
        #expect(try rules([item]).contains(.unresolvedColor))
        var small = label("Tap", y: 100, height: 20, width: 30)
        small.action = LayoutAction(event: "open", value: "0")
        small.frame.height = 20
        #expect(try rules([small]).contains(.tapTargetTooSmall))
    }
}
