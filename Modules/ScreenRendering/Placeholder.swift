public import ImagePipeline

/// Deterministic placeholder images for a missing or failed image: a colour picked from the seed's hash and a
/// 5×5 mirrored identicon pattern, so a dead image host never blocks a render and the same item always looks the same.
public enum Placeholder {
    /// The background colour for `seed`.
    public static func color(for seed: String) -> RGBAColor {
        let hash = fnv1a(seed)
        let palette: [RGBAColor] = [
            RGBAColor(red: 0x5B, green: 0x8D, blue: 0xEF), RGBAColor(red: 0xE8, green: 0x6A, blue: 0x5C),
            RGBAColor(red: 0x4C, green: 0xAF, blue: 0x7D), RGBAColor(red: 0xF2, green: 0xB1, blue: 0x34),
            RGBAColor(red: 0x9B, green: 0x6B, blue: 0xD6), RGBAColor(red: 0x3A, green: 0xB0, blue: 0xC4),
        ]
        return palette[Int(hash % UInt64(palette.count))]
    }

    /// A `width` × `height` identicon for `seed`. A `circular` one (for a slot drawn as a circle) keeps its pattern
    /// inside the circle, so no corner of it is cut.
    public static func image(for seed: String, width: Int, height: Int, circular: Bool = false) -> PixelBuffer {
        let background = RGBAColor(red: 0xEE, green: 0xEE, blue: 0xEE)
        var canvas = Canvas(width: max(1, width), height: max(1, height), background: background)
        let hash = fnv1a(seed)
        let cell = Double(min(width, height)) / (circular ? 8 : 6)
        let originX = (Double(width) - cell * 5) / 2
        let originY = (Double(height) - cell * 5) / 2
        let foreground = color(for: seed)
        for row in 0..<5 {
            for column in 0..<3 where (hash >> UInt64(row * 3 + column)) & 1 == 1 {
                for mirrored in Set([column, 4 - column]) {
                    let rect = PixelRect(
                        x: originX + Double(mirrored) * cell,
                        y: originY + Double(row) * cell,
                        width: cell,
                        height: cell
                    )
                    canvas.fillRect(rect, color: foreground)
                }
            }
        }
        return canvas.buffer
    }

    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
