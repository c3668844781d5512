import Foundation
import ImagePipeline
import LayoutKit

/// A screen drawn and encoded a band of rows at a time. A full-scroll page is up to 2,796 × 20,000 pixels: drawn
/// whole, its 224 MB bitmap was written to memory, read back to filter and page-faulted in on every render. A band
/// of ``BitmapRenderer/bandHeight`` rows stays in the processor's cache from drawing to compression, and the
/// bitmap is never whole.
extension BitmapRenderer {
    /// Rows per band: 64 rows of the widest screen are 716 KB.
    static let bandHeight = 64

    /// The document drawn and encoded as PNG (``PNGCompression/runs``): the bytes of encoding ``draw(images:)``.
    /// On an opaque background (every screen's: every pixel is then opaque and the PNG is RGB, as a whole render's
    /// would be) the picture is drawn band by band; each band draws the parts that reach its rows, in the picture's
    /// coordinates, so every pixel is what the whole picture has there.
    func png(images loaded: RenderImages) throws(ImagePipelineError) -> Data {
        let background = self.background
        guard background.alpha == 255 else {
            return try ImageEncoders.png(draw(images: loaded), compression: .runs)
        }
        let (width, height, _) = Self.size(of: document)
        let writer = try PNGRowWriter(width: width, height: height, opaque: true)
        let placeholders = placeholders(for: loaded.byKey)
        var canvas = Canvas(width: width, rows: 0..<min(height, Self.bandHeight), background: background)
        var top = 0
        while top < height {
            if top > 0 { canvas.moveBand(to: top, background: background) }
            masks.startBand()
            draw(on: &canvas, images: loaded.byKey, placeholders: placeholders)
            try writer.append(rowsOf: canvas.buffer, count: min(Self.bandHeight, height - top))
            top += Self.bandHeight
        }
        return try writer.finish()
    }

    /// Whether `part` can change a pixel in `rows`: its frame's rows, widened by two pixels for rounding and, for
    /// text, by a whole em (glyphs are centred in their line box and may overhang it).
    static func reaches(_ part: LayoutPart, scale: Double, rows: Range<Double>) -> Bool {
        switch part {
        case .shape(let shape): reaches(shape.frame, margin: 0, scale: scale, rows: rows)
        case .image(let slot): reaches(slot.frame, margin: 0, scale: scale, rows: rows)
        case .text(let run): reaches(run.frame, margin: run.fontSize, scale: scale, rows: rows)
        }
    }

    /// Whether `frame` widened by `margin` points and two pixels overlaps `rows` (pixel rows).
    static func reaches(_ frame: Rect, margin: Double, scale: Double, rows: Range<Double>) -> Bool {
        let top = (frame.y - margin) * scale - 2
        let bottom = (frame.y + frame.height + margin) * scale + 2
        return bottom > rows.lowerBound && top < rows.upperBound
    }

    /// The placeholder of every picture slot above the cut that has neither its picture in `images` nor a
    /// fallback, by ``placeholderKey(_:scale:)``: made once per render, not once per band.
    func placeholders(for images: [String: PixelBuffer]) -> [String: PixelBuffer] {
        let scale = document.device.scale
        let cut = Double(Self.size(of: document).height)
        var placeholders: [String: PixelBuffer] = [:]
        for item in document.allItems where item.frame.y * scale < cut {
            for case .image(let slot) in item.parts
            where images[Self.imageKey(slot, scale: scale)] == nil && slot.fallback == nil {
                let key = Self.placeholderKey(slot, scale: scale)
                guard placeholders[key] == nil else { continue }
                placeholders[key] = Self.placeholder(for: slot, scale: scale)
            }
        }
        return placeholders
    }

    /// The identicon a slot without its picture shows, at the pixel size it is drawn.
    static func placeholder(for slot: LayoutPart.ImageSlot, scale: Double) -> PixelBuffer {
        Placeholder.image(
            for: slot.placeholderSeed,
            width: Int((slot.frame.width * scale).rounded()),
            height: Int((slot.frame.height * scale).rounded()),
            circular: slot.cornerRadius * 2 >= min(slot.frame.width, slot.frame.height)
        )
    }

    /// What a slot's placeholder depends on: its seed, pixel size and whether it is drawn as a circle.
    static func placeholderKey(_ slot: LayoutPart.ImageSlot, scale: Double) -> String {
        let circular = slot.cornerRadius * 2 >= min(slot.frame.width, slot.frame.height)
        let width = Int((slot.frame.width * scale).rounded())
        let height = Int((slot.frame.height * scale).rounded())
        return "\(slot.placeholderSeed)|\(width)x\(height)|\(circular)"
    }
}
