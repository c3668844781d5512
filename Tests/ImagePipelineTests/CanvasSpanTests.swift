import Foundation
import Testing

@testable import ImagePipeline

/// `fillRoundedRect` writes the fully covered middle of each row at once; these tests hold it to drawing every pixel
/// through its own coverage, for rectangles at fractional positions, circles, thin slivers and translucent colours.
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

    /// Every pixel blended at its own coverage, source-over with straight alpha.
    private func reference(rect: PixelRect, radius: Double, color: RGBAColor, background: RGBAColor) -> PixelBuffer {
        var buffer = PixelBuffer(width: 64, height: 64, fill: background)
        for y in 0..<64 {
            for x in 0..<64 {
                let coverage = Canvas.coverage(x: x, y: y, rect: rect, radius: radius) * Double(color.alpha) / 255
                let source = min(1, max(0, coverage))
                guard source > 0 else { continue }
                let offset = (y * 64 + x) * 4
                let destination = Double(buffer.pixels[offset + 3]) / 255
                let out = source + destination * (1 - source)
                guard out > 0 else { continue }
                for (channel, value) in [color.red, color.green, color.blue].enumerated() {
                    let mixed =
                        (Double(value) * source + Double(buffer.pixels[offset + channel]) * destination * (1 - source))
                        / out
                    buffer.pixels[offset + channel] = UInt8(min(255, max(0, mixed.rounded())))
                }
                buffer.pixels[offset + 3] = UInt8((out * 255).rounded())
            }
        }
        return buffer
    }
}

/// A small seeded generator, so a failing case can be replayed.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(upTo bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
