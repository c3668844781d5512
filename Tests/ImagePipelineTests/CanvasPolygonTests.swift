import Testing

@testable import ImagePipeline

/// Polygons (the chrome's glyphs): filled by the even-odd rule, anti-aliased along their edges, the same pixels as
/// a rectangle fill for an axis-aligned square, and clipped to a band's rows like every fill.
@Suite struct CanvasPolygonTests {
    func square(_ x: Double, _ y: Double, _ side: Double) -> [(x: Double, y: Double)] {
        [(x, y), (x + side, y), (x + side, y + side), (x, y + side)]
    }

    @Test func anAlignedSquareIsTheSamePixelsAsARectangle() {
        var polygon = Canvas(width: 20, height: 20, background: .white)
        polygon.fillPolygons([square(3.5, 4, 10)], color: .black)
        var rect = Canvas(width: 20, height: 20, background: .white)
        rect.fillRect(PixelRect(x: 3.5, y: 4, width: 10, height: 10), color: .black)
        for y in 0..<20 {
            for x in 0..<20 {
                let a = polygon.buffer[x, y].red
                let b = rect.buffer[x, y].red
                #expect(abs(Int(a) - Int(b)) <= 1, "(\(x), \(y)): \(a) vs \(b)")
            }
        }
    }

    @Test func aContourInsideAnotherIsAHoleAndEdgesAreBlended() {
        var canvas = Canvas(width: 30, height: 30, background: .white)
        canvas.fillPolygons([square(2, 2, 26), square(10, 10, 10)], color: .black)
        #expect(canvas.buffer[5, 5] == .black)
        #expect(canvas.buffer[15, 15] == .white, "the inner contour is a hole")
        // A diagonal edge: pixels it crosses are partly covered.
        var triangle = Canvas(width: 20, height: 20, background: .white)
        triangle.fillPolygons([[(0, 0), (20, 0), (0, 20)]], color: .black)
        let edge = triangle.buffer[9, 10].red
        #expect(edge > 40 && edge < 215, "blended: \(edge)")
        #expect(triangle.buffer[2, 2] == .black && triangle.buffer[18, 18] == .white)
    }

    @Test func aBandDrawsOnlyItsRowsAsTheWholePictureWould() {
        var whole = Canvas(width: 24, height: 24, background: .white)
        whole.fillPolygons([[(2, 1), (22, 6), (12, 23)]], color: .black)
        var band = Canvas(width: 24, rows: 8..<16, background: .white)
        band.fillPolygons([[(2, 1), (22, 6), (12, 23)]], color: .black)
        for y in 8..<16 {
            for x in 0..<24 { #expect(band.buffer[x, y - 8] == whole.buffer[x, y], "(\(x), \(y))") }
        }
    }
}
