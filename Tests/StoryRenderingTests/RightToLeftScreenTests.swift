import CatalogFeatures
import FeatureKit
import Foundation
import ScreenRendering
import Testing

/// Every story of every feature, right to left, on the smallest phone, a landscape phone and a tablet: each screen
/// is its left-to-right screen mirrored (the back chevron aside, asserted on its own), keeps every rule, reads from
/// the right, and its SVG draws each text where the mirrored frames say.
@Suite struct RightToLeftScreenTests {
    static let devices: [(String, ScreenOrientation)] = [
        ("iphone-se", .portrait), ("iphone-15", .landscape), ("ipad-10", .portrait),
    ]
    static let rightToLeft = ScreenTraits(direction: .rightToLeft)
    /// Frames agree within half a point.
    static let tolerance = 0.5

    /// The screen of `story` on `device`, left to right and right to left.
    static func screens(
        _ feature: any CatalogFeature,
        story: String,
        device: DeviceProfile,
        orientation: ScreenOrientation,
        context: FeatureContext
    ) async throws -> (ltr: LayoutDocument, rtl: LayoutDocument) {
        let ltr = try await feature.screen(
            ScreenRequest(device: device, orientation: orientation, story: story),
            context: context
        )
        let rtl = try await feature.screen(
            ScreenRequest(device: device, orientation: orientation, story: story, traits: Self.rightToLeft),
            context: context
        )
        return (ltr, rtl)
    }

    /// What differs between `rtl` and `ltr` mirrored, in words; empty when `rtl` is `ltr` mirrored. The back
    /// control's title is compared with its chevron flipped.
    static func differences(_ rtl: LayoutDocument, from ltr: LayoutDocument) -> [String] {
        let width = ltr.contentSize.width
        var found: [String] = []
        func compare(_ mirrored: Rect?, _ original: Rect?, _ what: String) {
            guard let mirrored, let original else {
                if (mirrored == nil) != (original == nil) { found.append("\(what): a frame on one side only") }
                return
            }
            let expected = original.mirrored(within: width)
            let apart = [
                mirrored.x - expected.x, mirrored.y - expected.y, mirrored.width - expected.width,
                mirrored.height - expected.height,
            ]
            if apart.contains(where: { abs($0) > tolerance }) {
                found.append("\(what): \(mirrored) is not \(original) mirrored")
            }
        }
        if rtl.contentSize != ltr.contentSize { found.append("content size \(rtl.contentSize) ≠ \(ltr.contentSize)") }
        compare(rtl.safeArea, ltr.safeArea, "safe area")
        guard rtl.sections.map(\.id) == ltr.sections.map(\.id) else {
            return found + ["sections \(rtl.sections.map(\.id)) ≠ \(ltr.sections.map(\.id))"]
        }
        for (section, mirroredSection) in zip(ltr.sections, rtl.sections) {
            compare(mirroredSection.headerFrame, section.headerFrame, "\(section.id) header")
            guard mirroredSection.items.map(\.id) == section.items.map(\.id) else {
                found.append("\(section.id): items \(mirroredSection.items.map(\.id)) ≠ \(section.items.map(\.id))")
                continue
            }
            for (item, mirrored) in zip(section.items, mirroredSection.items) {
                compare(mirrored.frame, item.frame, item.id)
                guard mirrored.parts.count == item.parts.count else {
                    found.append("\(item.id): \(mirrored.parts.count) parts ≠ \(item.parts.count)")
                    continue
                }
                for (index, (part, mirroredPart)) in zip(item.parts, mirrored.parts).enumerated() {
                    compare(mirroredPart.frame, part.frame, "\(item.id) part \(index)")
                    guard case .text(let run) = part, case .text(let mirroredRun) = mirroredPart else { continue }
                    let expectedText = item.id == "back" ? "Back ›" : run.text
                    if mirroredRun.text != expectedText { found.append("\(item.id): \"\(mirroredRun.text)\"") }
                    // A run without a strong character takes the screen's direction.
                    let direction = hasStrongCharacter(run.text) ? run.direction : .rightToLeft
                    let alignment = direction == .rightToLeft ? run.alignment : run.alignment.mirrored
                    if mirroredRun.alignment != alignment || mirroredRun.direction != direction {
                        found.append("\(item.id) part \(index): aligned \(mirroredRun.alignment)")
                    }
                }
                if mirrored.segments?.map(\.value) != item.segments?.map(\.value) {
                    found.append("\(item.id): segments reordered")
                }
                for (segment, mirroredSegment) in zip(item.segments ?? [], mirrored.segments ?? []) {
                    compare(mirroredSegment.frame, segment.frame, "\(item.id) segment \(segment.value)")
                }
            }
        }
        return found
    }

    /// Whether `text` has a letter of a strong direction (Latin, Hebrew, Arabic, CJK …), not only digits and symbols.
    static func hasStrongCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.isIdeographic }
    }

    @Test(arguments: FeatureRegistry.names)
    func everyScreenIsItsLeftToRightScreenMirroredGivenRightToLeft(featureName: String) async throws {
        let (feature, context) = try #require(
            try ReferenceDocumentTests.features().first { $0.feature.name == featureName }
        )
        var checked = 0
        for story in feature.stories {
            for (deviceName, orientation) in Self.devices {
                let device = try #require(DeviceProfile.named(deviceName))
                let place = "\(featureName)/\(story.name) \(deviceName) \(orientation.rawValue)"
                let (ltr, rtl) = try await Self.screens(
                    feature,
                    story: story.name,
                    device: device,
                    orientation: orientation,
                    context: context
                )
                let differences = Self.differences(rtl, from: ltr)
                #expect(differences.isEmpty, "\(place): \(differences.prefix(8).joined(separator: "; "))")
                let violations = ScreenCheck.allViolations(in: rtl, measurer: context.measurer)
                #expect(violations.isEmpty, "\(place): \(violations.prefix(5).map(\.description))")
                // Read from the right: the order of the mirrored items is the left-to-right screen's.
                #expect(rtl.readingOrder == ltr.readingOrder, "\(place)")
                #expect(rtl.traits?.direction == .rightToLeft, "\(place)")
                checked += 1
            }
        }
        #expect(checked == feature.stories.count * Self.devices.count)
    }

    @Test(arguments: RightToLeftBitmapTests.firstScreens)
    func theBackControlAndPicturesBesideTextAreOnTheRightGivenRightToLeft(featureName: String, story: String)
        async throws
    {
        let (feature, context) = try #require(
            try ReferenceDocumentTests.features().first { $0.feature.name == featureName }
        )
        let phone = try #require(DeviceProfile.named("iphone-se"))
        let (ltr, rtl) = try await Self.screens(
            feature,
            story: story,
            device: phone,
            orientation: .portrait,
            context: context
        )
        if let back = rtl.item("back") {
            #expect(back.frame.minX > rtl.contentSize.width / 2)
            #expect(rtl.readingOrder?.first == "back")
        }
        // A picture left of its item's name in LTR (an avatar, a thumbnail) is right of it in RTL.
        func pictureAndName(_ item: LayoutItem) -> (picture: Rect, name: Rect)? {
            let picture = item.parts.first { if case .image = $0 { true } else { false } }?.frame
            let name = item.parts.compactMap {
                if case .text(let run) = $0, run.role == .primary { run.frame } else { nil }
            }
            .first
            guard let picture, let name else { return nil }
            return (picture, name)
        }
        let mirrored = Dictionary(rtl.allItems.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for item in ltr.allItems {
            guard let before = pictureAndName(item), before.picture.maxX <= before.name.minX + 0.01,
                let after = mirrored[item.id].flatMap(pictureAndName)
            else { continue }
            #expect(after.picture.minX >= after.name.maxX - 0.01, "\(item.id): the picture is not right of the name")
        }
    }

    /// Whether `text` holds a Hebrew or Arabic letter: such a run is aligned by its own direction (natural alignment,
    /// as on iOS) in either layout, so its place is not the mirror of its place in the other.
    static func hasRightToLeftLetter(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x0590...0x08FF).contains($0.value) || (0xFB1D...0xFEFF).contains($0.value) }
    }

    /// `content` without the marks, isolates and overrides the SVG writer puts around bidi runs.
    static func plain(_ content: String) -> String {
        ["&#x200E;", "&#x2066;", "&#x2067;", "&#x202D;", "&#x202E;", "&#x202C;", "&#x2069;"]
            .reduce(content) { $0.replacingOccurrences(of: $1, with: "") }
    }

    /// `<text x= y= … text-anchor=…>content</text>` of an SVG, in document order.
    static func texts(in svg: Data) throws -> [(x: Double, y: Double, anchor: String, content: String)] {
        let markup = try #require(String(data: svg, encoding: .utf8))
        let pattern = try Regex(#"<text x="([-0-9.]+)" y="([-0-9.]+)"[^>]*text-anchor="(\w+)"[^>]*>(.*?)</text>"#)
        return markup.matches(of: pattern).compactMap { match in
            guard let x = match.output[1].substring.flatMap({ Double($0) }),
                let y = match.output[2].substring.flatMap({ Double($0) }),
                let anchor = match.output[3].substring, let content = match.output[4].substring
            else { return nil }
            return (x, y, String(anchor), String(content))
        }
    }

    @Test(arguments: RightToLeftBitmapTests.firstScreens.flatMap { [($0, $1, "iphone-se"), ($0, $1, "ipad-10")] })
    func theSVGDrawsEveryTextAtItsMirroredPlaceGivenRightToLeft(featureName: String, story: String, deviceName: String)
        async throws
    {
        // Given
        let (feature, context) = try #require(
            try ReferenceDocumentTests.features().first { $0.feature.name == featureName }
        )
        let device = try #require(DeviceProfile.named(deviceName))
        let (ltr, rtl) = try await Self.screens(
            feature,
            story: story,
            device: device,
            orientation: .portrait,
            context: context
        )
        // When
        let before = try Self.texts(in: LayoutRenderers.svg(ltr))
        let after = try Self.texts(in: LayoutRenderers.svg(rtl))
        // Then: still text, one element a line, each at the mirror of its place and anchored at the other end.
        #expect(!before.isEmpty && after.count == before.count)
        let width = ltr.contentSize.width
        let swapped = ["start": "end", "end": "start", "middle": "middle"]
        for (original, mirrored) in zip(before, after) where !Self.hasRightToLeftLetter(Self.plain(original.content)) {
            let what = "\"\(original.content)\" at \(original.x), \(original.y)"
            #expect(abs(mirrored.x - (width - original.x)) <= Self.tolerance, "\(what) drawn at \(mirrored.x)")
            #expect(mirrored.y == original.y, "\(what)")
            #expect(mirrored.anchor == swapped[original.anchor], "\(what) anchored \(mirrored.anchor)")
            let content = original.content == "‹ Back" ? "Back ›" : original.content
            // The same characters: a run without a strong character ("★ 693") is drawn right to left, in runs.
            #expect(Self.plain(mirrored.content).sorted() == Self.plain(content).sorted(), "\(what)")
            if Self.hasStrongCharacter(content) { #expect(mirrored.content == content, "\(what)") }
        }
    }
}
