import FeatureKit
import Foundation
import ImagePipeline
import TextEngine

/// A grid of tiles, one titled group per feature, with optional two-line labels. Its size is computed from the
/// number of tiles and checked against ``maxPixels`` before its canvas is allocated; tiles are then drawn one at a
/// time as they arrive, so a sheet holds its canvas and the few tiles being loaded, never every tile at once.
struct ContactSheet {
    /// The most pixels a sheet may have: 50,000,000 (a 200 MB canvas, about 7,000 × 7,000).
    static let maxPixels = 50_000_000

    let tile: Int
    let labels: Bool
    let measurer: TextMeasurer
    let columns: Int
    private let gap: Int
    private let fontSize: Double
    private let headerHeight: Int
    private let cellHeight: Int
    /// Each group's name and the y of its first row of tiles.
    private let groups: [(name: String, top: Int)]
    private var canvas: Canvas

    /// Lays out `groups` (each a name and its number of tiles) at `tile` pixels a side in `columns` (default: about
    /// square), and allocates the canvas with the group titles drawn. Throws, before allocating anything, when the
    /// sheet would be over ``maxPixels``.
    init(
        tile: Int,
        columns: Int?,
        labels: Bool,
        measurer: TextMeasurer,
        groups counts: [(name: String, count: Int)]
    ) throws(ContactSheetError) {
        let largest = counts.map(\.count).max() ?? 1
        let columns = max(1, columns ?? Int(Double(largest).squareRoot().rounded(.up)))
        let gap = max(6, tile / 16)
        let fontSize = max(9, Double(tile) / 14)
        let labelHeight = labels ? Int((measurer.lineHeight(fontSize: fontSize) * 2).rounded(.up)) + gap / 2 : 0
        let headerHeight = Int(fontSize * 2.4)
        let cellHeight = tile + labelHeight + gap
        let width = gap + columns * (tile + gap)
        var y = gap
        var groups: [(name: String, top: Int)] = []
        for group in counts {
            groups.append((group.name, y + headerHeight))
            y += headerHeight + (group.count + columns - 1) / columns * cellHeight
        }
        let height = max(y, gap * 2)
        let tiles = counts.reduce(0) { $0 + $1.count }
        let pixels = width.multipliedReportingOverflow(by: height)
        guard !pixels.overflow, pixels.partialValue <= Self.maxPixels else {
            throw .tooLarge(
                tiles: tiles,
                tile: tile,
                columns: columns,
                width: width,
                height: height,
                limit: Self.maxPixels
            )
        }
        (self.tile, self.labels, self.measurer, self.columns) = (tile, labels, measurer, columns)
        (self.gap, self.fontSize, self.headerHeight, self.cellHeight, self.groups) =
            (gap, fontSize, headerHeight, cellHeight, groups)
        canvas = Canvas(width: width, height: height, background: RGBAColor(red: 0xF4, green: 0xF4, blue: 0xF6))
        for group in groups {
            drawText(
                group.name.capitalized,
                x: gap,
                y: group.top - headerHeight + headerHeight / 4,
                width: width - 2 * gap,
                size: fontSize * 1.4,
                weight: .bold,
                color: .black
            )
        }
    }

    /// The sheet as drawn so far.
    var buffer: PixelBuffer { canvas.buffer }

    /// Draws tile `index` of group `group`: its picture and, with labels, its label (marked when a placeholder).
    mutating func place(_ image: PixelBuffer, label: String, missing: Bool, group: Int, index: Int) {
        let x = gap + (index % columns) * (tile + gap)
        let top = groups[group].top + (index / columns) * cellHeight
        canvas.draw(image, atX: x, y: top, cornerRadius: Double(tile) / 24)
        guard labels else { return }
        drawText(
            missing ? "\(label) (placeholder)" : label,
            x: x,
            y: top + tile + gap / 4,
            width: tile,
            size: fontSize,
            weight: .regular,
            color: RGBAColor(red: 0x33, green: 0x33, blue: 0x38)
        )
    }

    private mutating func drawText(
        _ text: String,
        x: Int,
        y: Int,
        width: Int,
        size: Double,
        weight: FontWeight,
        color: RGBAColor
    ) {
        let lines = measurer.lines(for: text, width: Double(width), fontSize: size, weight: weight, maxLines: 2)
        for (index, line) in lines.enumerated() {
            let mask = measurer.rasterize(line, pixelSize: size, weight: weight)
            let lineTop = y + Int(Double(index) * measurer.lineHeight(fontSize: size))
            canvas.blend(mask: mask.pixels, width: mask.width, height: mask.height, atX: x, y: lineTop, color: color)
        }
    }
}

/// Why a contact sheet cannot be made.
enum ContactSheetError: Error, CustomStringConvertible {
    /// The sheet would be larger than its limit; nothing was loaded or allocated.
    case tooLarge(tiles: Int, tile: Int, columns: Int, width: Int, height: Int, limit: Int)

    var description: String {
        switch self {
        case .tooLarge(let tiles, let tile, let columns, let width, let height, let limit):
            "A sheet of \(tiles) tiles of \(tile) px in \(columns) columns would be \(width)×\(height) pixels, over "
                + "the limit of \(limit); use a smaller --tile, fewer --columns or one --feature."
        }
    }
}
