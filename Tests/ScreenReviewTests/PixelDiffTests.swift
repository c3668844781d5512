import ImagePipeline
import Testing

@testable import ScreenReview

/// The perceptual pixel comparison: equal images, a changed block, a shifted anti-aliased edge, different sizes.
@Suite struct PixelDiffTests {
    @Test func equalImagesHaveNoChange() {
        let image = PixelBuffer(width: 30, height: 20, fill: RGBAColor(red: 10, green: 200, blue: 30))
        let diff = PixelDiff.compare(image, image)
        #expect(diff.changed == 0 && diff.antialiased == 0 && diff.region == nil && diff.total == 600)
    }

    @Test func aChangedBlockIsCountedAndBoxed() {
        var before = Canvas(width: 40, height: 40, background: .white)
        var after = Canvas(width: 40, height: 40, background: .white)
        before.fillRect(PixelRect(x: 5, y: 5, width: 10, height: 10), color: .black)
        after.fillRect(PixelRect(x: 5, y: 5, width: 10, height: 10), color: .black)
        after.fillRect(PixelRect(x: 20, y: 22, width: 6, height: 4), color: RGBAColor(red: 255, green: 0, blue: 0))
        let diff = PixelDiff.compare(before.buffer, after.buffer)
        #expect(diff.changed == 24)
        #expect(diff.region == PixelDiff.Region(x: 20, y: 22, width: 6, height: 4))
    }

    @Test func aBarelyDifferentColourIsUnderTheThreshold() {
        let before = PixelBuffer(width: 8, height: 8, fill: RGBAColor(red: 100, green: 100, blue: 100))
        let after = PixelBuffer(width: 8, height: 8, fill: RGBAColor(red: 102, green: 101, blue: 100))
        #expect(PixelDiff.compare(before, after).changed == 0)
    }

    @Test func aSubpixelShiftOfAnEdgeCountsAsAntialiasing() {
        var before = Canvas(width: 40, height: 40, background: .white)
        var after = Canvas(width: 40, height: 40, background: .white)
        before.fillRect(PixelRect(x: 10.2, y: 10, width: 15, height: 15), color: .black)
        after.fillRect(PixelRect(x: 10.7, y: 10, width: 15, height: 15), color: .black)
        let diff = PixelDiff.compare(before.buffer, after.buffer)
        #expect(diff.antialiased > 0)
        #expect(diff.changed == 0, "\(diff.changed) counted as changed")
    }

    @Test func sizesThatDifferCountTheExtraPixels() {
        let before = PixelBuffer(width: 10, height: 10, fill: .white)
        let after = PixelBuffer(width: 10, height: 12, fill: .white)
        let diff = PixelDiff.compare(before, after)
        #expect(diff.changed == 20)
        #expect(diff.region == PixelDiff.Region(x: 0, y: 10, width: 10, height: 2))
    }
}
