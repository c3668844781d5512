import Foundation
import ImagePipeline
import LayoutKit
import ScreenRendering
import Testing
import TextEngine

/// A missing picture with a fallback is drawn as the layout described it, never as an identicon: a person's initials
/// in white on their colour, or the no-photo plate; in SVG too.
@Suite struct ImageFallbackRenderTests {
    func document(_ fallback: ImageFallback, seed: String) throws -> LayoutDocument {
        let device = try #require(DeviceProfile.named("100x100@2"))
        let frame = Rect(x: 10, y: 10, width: 80, height: 80)
        let item = LayoutItem(
            id: "avatar",
            kind: LayoutItem.Kind(rawValue: "photo"),
            frame: frame,
            parts: [.image(.init(url: nil, frame: frame, cornerRadius: 40, placeholderSeed: seed, fallback: fallback))]
        )
        return LayoutDocument(
            feature: "test",
            screen: "list",
            profile: device,
            orientation: .portrait,
            contentSize: Size(width: 100, height: 100),
            sections: [LayoutSection(id: "s", items: [item])]
        )
    }

    @Test func initialsAreWhiteLettersOnThePersonsColour() async throws {
        let fallback = ImageFallback.initials(for: "Jon Skeet")
        #expect(fallback == .initials("JS"))
        let bitmap = await LayoutRenderers.bitmap(
            try document(fallback, seed: "22656"),
            pipeline: nil,
            measurer: try TextMeasurer()
        )
        let back = try #require(RGBAColor(hex: ImageFallback.color(for: "22656")))
        // Inside the circle, off the letters: the person's colour; across the letters' middle row: white too.
        #expect(bitmap[100, 40] == back)
        let middle = (40..<160).map { bitmap[$0, 100] }
        #expect(middle.contains(back) && middle.contains(RGBAColor(red: 255, green: 255, blue: 255)))
        // Only the colour, white and their blends: no identicon colour anywhere in the slot.
        let identicon = Placeholder.color(for: "22656")
        #expect(!(40..<160).contains { x in (40..<160).contains { y in bitmap[x, y] == identicon } })
        let svg = String(decoding: LayoutRenderers.svg(try document(fallback, seed: "22656")), as: UTF8.self)
        #expect(svg.contains(ImageFallback.color(for: "22656")) && svg.contains(">JS</text>"))
    }

    @Test func noPhotoIsAPlateOnAGreyGround() async throws {
        let bitmap = await LayoutRenderers.bitmap(
            try document(.noPhoto, seed: "Garlic"),
            pipeline: nil,
            measurer: try TextMeasurer()
        )
        #expect(bitmap[40, 100] == RGBAColor(hex: ImageFallback.plateGround))
        #expect(bitmap[100, 100] == RGBAColor(hex: ImageFallback.plateGround))  // the plate's well
        #expect(bitmap[100, 76] == RGBAColor(hex: ImageFallback.plate))  // its rim
    }

    @Test func initialsFollowTheScript() {
        #expect(ImageFallback.initials(for: "starling-works") == .initials("SW"))
        #expect(ImageFallback.initials(for: "Борислав Петков") == .initials("БП"))
        #expect(ImageFallback.initials(for: "中村 拓海") == .initials("中"))
        #expect(ImageFallback.initials(for: "ליאור כהן") == .initials("ל"))
        #expect(ImageFallback.initials(for: "BalusC") == .initials("B"))
        #expect(ImageFallback.initials(for: "42") == .initials("4"))
    }
}
