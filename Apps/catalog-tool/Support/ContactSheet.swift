import FeatureKit
import Foundation
import ImagePipeline
import TextEngine

/// Lays tiles out in a grid, one titled group per feature, with optional two-line labels.
struct ContactSheet {
    let tile: Int
    let columns: Int?
    let labels: Bool
    let measurer: TextMeasurer

    func draw(_ groups: [(name: String, tiles: [SheetCommand.Tile])]) -> PixelBuffer {
        let largest = groups.map(\.tiles.count).max() ?? 1
        let columns = max(1, columns ?? Int(Double(largest).squareRoot().rounded(.up)))
        let gap = max(6, tile / 16)
        let fontSize = max(9, Double(tile) / 14)
        let labelHeight = labels ? Int((measurer.lineHeight(fontSize: fontSize) * 2).rounded(.up)) + gap / 2 : 0
        let headerHeight = Int(fontSize * 2.4)
        let cellHeight = tile + labelHeight + gap
        let width = gap + columns * (tile + gap)
        let height =
            gap
            + groups.reduce(0) { total, group in
                total + headerHeight + Int((Double(group.tiles.count) / Double(columns)).rounded(.up)) * cellHeight
            }
        var canvas = Canvas(
            width: width,
            height: max(height, gap * 2),
            background: RGBAColor(red: 0xF4, green: 0xF4, blue: 0xF6)
        )
        var y = gap
        for group in groups {
            drawText(
                group.name.capitalized,
                x: gap,
                y: y + headerHeight / 4,
                width: width - 2 * gap,
                size: fontSize * 1.4,
                weight: .bold,
                color: .black,
                on: &canvas
            )
            y += headerHeight
            for (index, entry) in group.tiles.enumerated() {
                let x = gap + (index % columns) * (tile + gap)
                let top = y + (index / columns) * cellHeight
                canvas.draw(entry.image, atX: x, y: top, cornerRadius: Double(tile) / 24)
                if labels {
                    let label = entry.missing ? "\(entry.label) (placeholder)" : entry.label
                    drawText(
                        label,
                        x: x,
                        y: top + tile + gap / 4,
                        width: tile,
                        size: fontSize,
                        weight: .regular,
                        color: RGBAColor(red: 0x33, green: 0x33, blue: 0x38),
                        on: &canvas
                    )
                }
            }
            y += Int((Double(group.tiles.count) / Double(columns)).rounded(.up)) * cellHeight
        }
        return canvas.buffer
    }

    private func drawText(
        _ text: String,
        x: Int,
        y: Int,
        width: Int,
        size: Double,
        weight: FontWeight,
        color: RGBAColor,
        on canvas: inout Canvas
    ) {
        let lines = measurer.lines(for: text, width: Double(width), fontSize: size, weight: weight, maxLines: 2)
        for (index, line) in lines.enumerated() {
            let mask = measurer.rasterize(line, pixelSize: size, weight: weight)
            let lineTop = y + Int(Double(index) * measurer.lineHeight(fontSize: size))
            canvas.blend(mask: mask.pixels, width: mask.width, height: mask.height, atX: x, y: lineTop, color: color)
        }
    }
}
