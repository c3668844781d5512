import Foundation
import Testing

@testable import ImagePipeline

/// `fillRoundedRect` writes the fully covered middle of each row at once, skips what a later opaque fill covers, and
/// pictures and glyph masks copy or skip pixels whose blend is known; these tests hold each shortcut to drawing every
/// pixel through its own coverage, for rectangles at fractional positions, circles, thin slivers and translucent
/// colours.
@Suite struct CanvasSpanTests {
    @Test func spansMatchPixelByPixelBlending() {
        var generator = SplitMix(seed: 7)
        for round in 0..<200 {
            let width = Double(generator.next(upTo: 60)) + generator.unit() + 0.2
            let height = Double(generator.next(upTo: 60)) + generator.unit() + 0.2
            let rect = PixelRect(
                x: Double(generator.next(upTo: 50)) - 10 + generator.unit(),
                y: Double(generator.next(upTo: 50)) - 10 + generator.unit(),
                width: width,
                height: height
            )
            let radius = round % 3 == 0 ? min(width, height) / 2 : generator.unit() * 12
            let color = RGBAColor(
                red: UInt8(generator.next(upTo: 256)),
                green: UInt8(generator.next(upTo: 256)),
                blue: UInt8(generator.next(upTo: 256)),
                alpha: round % 4 == 0 ? UInt8(generator.next(upTo: 256)) : 255
            )
            let background = RGBAColor(red: 240, green: 20, blue: 90, alpha: round % 5 == 0 ? 0 : 255)
            var canvas = Canvas(width: 64, height: 64, background: background)
            canvas.fillRoundedRect(rect, radius: radius, color: color)
            let expected = reference(rect: rect, radius: radius, color: color, background: background)
            #expect(canvas.buffer.pixels == expected.pixels, "round \(round): \(rect) radius \(radius) \(color)")
        }
    }

    @Test func aShadowUnderItsCardDrawsTheSamePixelsAsWhenDrawnWhole() {
        // Given translucent shapes under an opaque one (a card's shadow layers), at fractional positions, some
        // overlapping the card only in part or not at all
        var generator = SplitMix(seed: 11)
        for round in 0..<150 {
            let card = PixelRect(
                x: Double(generator.next(upTo: 30)) + generator.unit(),
                y: Double(generator.next(upTo: 30)) + generator.unit(),
                width: Double(generator.next(upTo: 40)) + generator.unit() + 1,
                height: Double(generator.next(upTo: 40)) + generator.unit() + 1
            )
            let cardRadius = round % 4 == 0 ? min(card.width, card.height) / 2 : generator.unit() * 10
            let spread = round % 7 == 0 ? 25.0 : 3.0
            let shadow = PixelRect(
                x: card.x - spread + generator.unit() * spread * 2,
                y: card.y - spread + generator.unit() * spread * 2,
                width: card.width + generator.unit() * spread,
                height: card.height + generator.unit() * spread
            )
            let shadowColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: UInt8(1 + generator.next(upTo: 254)))
            let cardColor = RGBAColor(red: 255, green: UInt8(generator.next(upTo: 256)), blue: 255)
            let background = RGBAColor(red: 240, green: 240, blue: 245, alpha: round % 5 == 0 ? 90 : 255)
            // When one canvas is drawn with the card as the shadow's occluder and one without
            var skipped = Canvas(width: 64, height: 64, background: background)
            skipped.fillRoundedRect(shadow, radius: 8, color: shadowColor, occluder: (card, cardRadius))
            skipped.fillRoundedRect(card, radius: cardRadius, color: cardColor)
            var whole = Canvas(width: 64, height: 64, background: background)
            whole.fillRoundedRect(shadow, radius: 8, color: shadowColor)
            whole.fillRoundedRect(card, radius: cardRadius, color: cardColor)
            // Then every byte is the same
            #expect(skipped.buffer.pixels == whole.buffer.pixels, "round \(round): shadow \(shadow), card \(card)")
        }
    }

    @Test func imagesAndMasksBlendAsEveryPixelThroughItsOwnCoverage() {
        // Given pictures with transparent, opaque and partial pixels in runs (four alike are copied or skipped at
        // once), clipped to rounded corners or not, and glyph masks with empty, full and partial coverage in opaque
        // and translucent colours, over flat backgrounds and over pixels from a small palette (a mask value's last
        // blend is reused only over the same pixel)
        var generator = SplitMix(seed: 5)
        for round in 0..<80 {
            let (width, height) = (1 + generator.next(upTo: 30), 1 + generator.next(upTo: 30))
            // Every fifth picture opaque (a JPEG's): its fully covered spans are copied a row at a time.
            let opaque = round % 5 == 1
            var alphas: [UInt8] = []
            while alphas.count < width * height {
                let alpha: UInt8 =
                    opaque ? 255 : [0, 255, 255, UInt8(generator.next(upTo: 256))][generator.next(upTo: 4)]
                alphas += repeatElement(alpha, count: 1 + generator.next(upTo: 9))
            }
            let pixels = (0..<(width * height)).flatMap { index -> [UInt8] in
                [UInt8(generator.next(upTo: 256)), UInt8(generator.next(upTo: 256)), 7, alphas[index]]
            }
            let image = PixelBuffer(width: width, height: height, pixels: pixels, hasAlpha: !opaque)
            let (x, y) = (generator.next(upTo: 50) - 10, generator.next(upTo: 50) - 10)
            let radius = round % 3 == 0 ? 0 : generator.unit() * Double(min(width, height))
            let flat = RGBAColor(red: 20, green: 200, blue: 90, alpha: round % 4 == 0 ? 120 : 255)
            var background = PixelBuffer(width: 48, height: 48, fill: flat)
            if round % 2 == 1 {
                let palette: [[UInt8]] = [
                    [20, 200, 90, 255], [255, 255, 255, 255], [0, 0, 0, 60], [90, 10, 10, 255],
                ]
                background.pixels = (0..<(48 * 48)).flatMap { _ in palette[generator.next(upTo: 4)] }
            }
            var canvas = Canvas(width: 48, height: 48, background: flat)
            canvas.buffer = background
            canvas.draw(image, atX: x, y: y, cornerRadius: radius)
            var expected = background
            let clip = PixelRect(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
            for row in 0..<height {
                for column in 0..<width where (0..<48).contains(x + column) && (0..<48).contains(y + row) {
                    let source = (row * width + column) * 4
                    var coverage = Double(pixels[source + 3]) / 255
                    if radius > 0 { coverage *= Canvas.coverage(x: x + column, y: y + row, rect: clip, radius: radius) }
                    let color = RGBAColor(red: pixels[source], green: pixels[source + 1], blue: pixels[source + 2])
                    Self.blend(color, coverage: coverage, x: x + column, y: y + row, into: &expected)
                }
            }
            #expect(canvas.buffer.pixels == expected.pixels, "image round \(round)")

            let mask = (0..<(width * height)).map { _ in
                [0, 255, UInt8(generator.next(upTo: 256)), UInt8(128 + generator.next(upTo: 3))][
                    generator.next(upTo: 4)
                ]
            }
            let ink = RGBAColor(red: 10, green: 20, blue: 30, alpha: round % 4 < 2 ? 255 : 140)
            var written = Canvas(width: 48, height: 48, background: flat)
            written.buffer = background
            written.blend(mask: mask, width: width, height: height, atX: x, y: y, color: ink)
            var blended = background
            for row in 0..<height {
                for column in 0..<width where (0..<48).contains(x + column) && (0..<48).contains(y + row) {
                    let coverage = Double(mask[row * width + column]) / 255 * Double(ink.alpha) / 255
                    Self.blend(ink, coverage: coverage, x: x + column, y: y + row, into: &blended)
                }
            }
            #expect(written.buffer.pixels == blended.pixels, "mask round \(round)")
        }
    }

    @Test func roundingWithoutTheCLibraryGivesWhatRoundedGives() {
        // Given the values next to every half from 0 to 255.5 (where truncating `value + 0.5` can go wrong) and
        // values spread across the range
        var values: [Double] = [0, 0.49999999999999994, 0.5, 254.5, 255]
        for whole in 0...255 {
            let half = Double(whole) + 0.5
            values += [half, half.nextDown, half.nextUp, half.nextDown.nextDown, Double(whole)]
        }
        var generator = SplitMix(seed: 11)
        values += (0..<10_000).map { _ in generator.unit() * 255 }
        // Then each rounds as `rounded()` does
        for value in values {
            #expect(Canvas.rounded(value) == Int(value.rounded()), "\(value)")
        }
    }

    @Test func shapesAndImagesWhollyOffTheCanvasDrawNothing() {
        var canvas = Canvas(width: 16, height: 16, background: .white)
        let image = PixelBuffer(width: 4, height: 4, fill: .black)
        canvas.fillRoundedRect(PixelRect(x: -30, y: 2, width: 5, height: 5), radius: 1, color: .black)
        canvas.fillRoundedRect(PixelRect(x: 2, y: 40, width: 5, height: 5), radius: 0, color: .black)
        canvas.draw(image, atX: -20, y: 0)
        canvas.draw(image, atX: 0, y: 30, cornerRadius: 2)
        #expect(canvas.buffer.pixels == PixelBuffer(width: 16, height: 16, fill: .white).pixels)
    }

    @Test func aFilledBufferHoldsTheColourInEveryPixel() {
        let color = RGBAColor(red: 1, green: 2, blue: 3, alpha: 4)
        for (width, height) in [(0, 0), (1, 1), (3, 5), (17, 1), (64, 33)] {
            let buffer = PixelBuffer(width: width, height: height, fill: color)
            #expect(buffer.pixels.count == width * height * 4)
            #expect(buffer.pixels == Array([[UInt8]](repeating: [1, 2, 3, 4], count: width * height).joined()))
        }
    }

    @Test func rowsClearOfTheCornersMatchPixelByPixelBlendingOverAChangingBackground() {
        // Given backgrounds whose rows repeat in runs of one to four, of random pixels (some translucent): the rows
        // clear of a shape's corners share one plan, and an edge pixel's blend is reused from the row above only
        // over the same pixel
        var generator = SplitMix(seed: 13)
        for round in 0..<120 {
            var background = PixelBuffer(width: 64, height: 64, fill: .white)
            var y = 0
            while y < 64 {
                let run = 1 + generator.next(upTo: 4)
                let row: [UInt8] = (0..<64).flatMap { _ in
                    let shade = UInt8(generator.next(upTo: 4) * 60)
                    return [
                        shade, 255 - shade, 128, generator.next(upTo: 6) == 0 ? UInt8(generator.next(upTo: 256)) : 255,
                    ]
                }
                for line in y..<min(64, y + run) {
                    background.pixels.replaceSubrange(line * 256..<line * 256 + 256, with: row)
                }
                y += run
            }
            let rect = PixelRect(
                x: Double(generator.next(upTo: 20)) + generator.unit(),
                y: Double(generator.next(upTo: 20)) + generator.unit(),
                width: Double(generator.next(upTo: 40)) + generator.unit() + 1,
                height: Double(generator.next(upTo: 40)) + generator.unit() + 1
            )
            let radius = round % 3 == 0 ? min(rect.width, rect.height) / 2 : generator.unit() * 10
            let color = RGBAColor(
                red: 20,
                green: 90,
                blue: 200,
                alpha: round % 2 == 0 ? 255 : UInt8(generator.next(upTo: 256))
            )
            var canvas = Canvas(width: 64, height: 64, background: .white)
            canvas.buffer = background
            canvas.fillRoundedRect(rect, radius: radius, color: color)
            let expected = reference(rect: rect, radius: radius, color: color, on: background)
            #expect(canvas.buffer.pixels == expected.pixels, "round \(round): \(rect) radius \(radius) \(color)")
        }
    }

    /// Every pixel blended at its own coverage, source-over with straight alpha.
    private func reference(rect: PixelRect, radius: Double, color: RGBAColor, background: RGBAColor) -> PixelBuffer {
        reference(rect: rect, radius: radius, color: color, on: PixelBuffer(width: 64, height: 64, fill: background))
    }

    /// Every pixel of `background` (64 x 64) blended at its own coverage.
    private func reference(rect: PixelRect, radius: Double, color: RGBAColor, on background: PixelBuffer) -> PixelBuffer
    {
        var buffer = background
        for y in 0..<64 {
            for x in 0..<64 {
                let coverage = Canvas.coverage(x: x, y: y, rect: rect, radius: radius) * Double(color.alpha) / 255
                Self.blend(color, coverage: coverage, x: x, y: y, into: &buffer)
            }
        }
        return buffer
    }

    /// Source-over of one pixel at `coverage`, straight alpha: the arithmetic every shortcut must reproduce.
    private static func blend(_ color: RGBAColor, coverage: Double, x: Int, y: Int, into buffer: inout PixelBuffer) {
        let source = min(1, max(0, coverage))
        guard source > 0 else { return }
        let offset = (y * buffer.width + x) * 4
        let destination = Double(buffer.pixels[offset + 3]) / 255
        let out = source + destination * (1 - source)
        guard out > 0 else { return }
        for (channel, value) in [color.red, color.green, color.blue].enumerated() {
            let mixed =
                (Double(value) * source + Double(buffer.pixels[offset + channel]) * destination * (1 - source)) / out
            buffer.pixels[offset + channel] = UInt8(min(255, max(0, mixed.rounded())))
        }
        buffer.pixels[offset + 3] = UInt8((out * 255).rounded())
    }
}
