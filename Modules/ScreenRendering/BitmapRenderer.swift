import Foundation
import ImagePipeline
import LayoutKit
import TextEngine

/// Draws a layout document on a ``Canvas`` at the device's pixel scale.
struct BitmapRenderer {
    let document: LayoutDocument
    let pipeline: ImagePipeline?
    let measurer: TextMeasurer
    /// Lines already rasterised in this render (see ``png(images:)``).
    let masks = LineMasks()

    /// The tallest and widest bitmap drawn, in pixels. Past them the picture is cut, never rescaled: it is always
    /// at the device's width and scale (``LayoutRenderers/pngCut(_:)`` says where it was cut).
    static let maxSide = 20_000

    /// The bitmap's size at the device's scale, cut at ``maxSide``, and the height it would have uncut.
    static func size(of document: LayoutDocument) -> (width: Int, height: Int, fullHeight: Int) {
        let scale = document.device.scale
        let contentHeight = max(document.contentSize.height, document.device.height)
        let width = max(1, min(maxSide, Int((document.contentSize.width * scale).rounded())))
        let fullHeight = max(1, Int(min(Double(Int.max / 2), (contentHeight * scale).rounded())))
        return (width, min(maxSide, fullHeight), fullHeight)
    }

    func render() async -> PixelBuffer {
        draw(images: await Self.loadImages(for: document, pipeline: pipeline))
    }

    /// Every picture the document draws: each image slot above the cut with a URL, as the request that loads it at
    /// its pixel size, by slot key (several slots may share one request).
    static func imageRequests(for document: LayoutDocument) -> [(key: String, request: ImageRequest)] {
        let scale = document.device.scale
        let cut = Double(size(of: document).height)
        var seen = Set<String>()
        var requests: [(key: String, request: ImageRequest)] = []
        for part in document.allItems.flatMap(\.parts) {
            guard case .image(let slot) = part, let text = slot.url, let url = URL(string: text),
                slot.frame.y * scale < cut
            else { continue }
            let key = Self.imageKey(slot, scale: scale)
            guard seen.insert(key).inserted else { continue }
            let width = max(1, Int((slot.frame.width * scale).rounded()))
            let height = max(1, Int((slot.frame.height * scale).rounded()))
            let recipe = ImageRecipe(width: width, height: height, fit: slot.crop == .contain ? .contain : .cover)
            requests.append((key, ImageRequest(url: url, recipe: recipe)))
        }
        return requests
    }

    /// The document's pictures as drawn: each image slot above the cut, loaded at its pixel size.
    static func loadImages(for document: LayoutDocument, pipeline: ImagePipeline?) async -> RenderImages {
        guard let pipeline else { return RenderImages(byKey: [:]) }
        let images = await withTaskGroup(of: (String, PixelBuffer?).self) { group in
            for (key, request) in imageRequests(for: document) {
                group.addTask { (key, try? await pipeline.pixels(for: request)) }
            }
            var images: [String: PixelBuffer] = [:]
            for await (key, image) in group { if let image { images[key] = image } }
            return images
        }
        return RenderImages(byKey: images)
    }

    /// Draws the document with `images` (slots missing from it get their placeholder).
    func draw(images loaded: RenderImages) -> PixelBuffer {
        let (width, height, _) = Self.size(of: document)
        var canvas = Canvas(width: width, height: height, background: background)
        draw(on: &canvas, images: loaded.byKey, placeholders: placeholders(for: loaded.byKey))
        return canvas.buffer
    }

    /// The screen's background colour (white when the document names none).
    var background: RGBAColor { document.background.flatMap(RGBAColor.init(hex:)) ?? .white }

    /// Draws every part that reaches the canvas's rows, in document order: all of them on a whole canvas, a band's
    /// on a band (``png(images:)``). `placeholders` are those of ``placeholders(for:)``.
    func draw(on canvas: inout Canvas, images: [String: PixelBuffer], placeholders: [String: PixelBuffer]) {
        let scale = document.device.scale
        let cut = Double(Self.size(of: document).height)
        let rows = Double(canvas.firstRow)..<Double(canvas.height)
        for section in document.sections {
            // A section title is a title3 at the document's text size (20 pt at Large).
            let titleSize = TextStyle.title3.size(at: document.traits?.textSize ?? .large)
            if let title = section.title, let frame = section.headerFrame,
                Self.reaches(frame, margin: titleSize, scale: scale, rows: rows)
            {
                drawLines(
                    [title],
                    in: frame,
                    fontSize: titleSize,
                    weight: .bold,
                    color: RGBAColor(hex: document.headerColor) ?? .black,
                    // A header starts at the screen's leading edge: the right one when it reads right to left.
                    alignment: document.traits?.direction == .rightToLeft ? .trailing : .leading,
                    scale: scale,
                    on: &canvas
                )
            }
            // Parts below the cut are not drawn: a long list costs what its visible part costs.
            for item in section.items where item.frame.y * scale < cut {
                for (index, part) in item.parts.enumerated() where Self.reaches(part, scale: scale, rows: rows) {
                    let occluder = Self.occluder(after: index, in: item.parts, scale: scale)
                    draw(
                        part,
                        images: images,
                        placeholders: placeholders,
                        scale: scale,
                        occluder: occluder,
                        on: &canvas
                    )
                }
            }
        }
    }

    /// The first opaque shape drawn after part `index` of an item, in pixels: a translucent shape under it (a card's
    /// shadow layers) leaves the pixels it covers fully alone, since that fill overwrites them.
    static func occluder(
        after index: Int,
        in parts: [LayoutPart],
        scale: Double
    ) -> (rect: PixelRect, radius: Double)? {
        guard case .shape(let shape) = parts[index], (RGBAColor(hex: shape.fill) ?? .black).alpha < 255 else {
            return nil
        }
        for case .shape(let later) in parts[(index + 1)...] where (RGBAColor(hex: later.fill) ?? .black).alpha == 255 {
            // A glyph does not cover its frame.
            return later.kind == .polygon ? nil : shapeGeometry(later, scale: scale)
        }
        return nil
    }

    /// A shape's rectangle and corner radius in pixels.
    private static func shapeGeometry(_ shape: LayoutPart.Shape, scale: Double) -> (rect: PixelRect, radius: Double) {
        let rect = PixelRect(
            x: shape.frame.x * scale,
            y: shape.frame.y * scale,
            width: shape.frame.width * scale,
            height: shape.frame.height * scale
        )
        return (rect, shape.kind == .circle ? min(rect.width, rect.height) / 2 : shape.cornerRadius * scale)
    }

    private func draw(
        _ part: LayoutPart,
        images: [String: PixelBuffer],
        placeholders: [String: PixelBuffer],
        scale: Double,
        occluder: (rect: PixelRect, radius: Double)?,
        on canvas: inout Canvas
    ) {
        switch part {
        case .shape(let shape) where shape.kind == .polygon:
            let contours = shape.absoluteContours.map { contour in contour.map { (x: $0.x * scale, y: $0.y * scale) } }
            canvas.fillPolygons(contours, color: RGBAColor(hex: shape.fill) ?? .black)
        case .shape(let shape) where shape.gradient != nil:
            let (rect, radius) = Self.shapeGeometry(shape, scale: scale)
            let gradient = shape.gradient
            canvas.fillGradient(
                rect,
                radius: radius,
                colors: (gradient?.colors ?? []).map { RGBAColor(hex: $0) ?? .black },
                horizontal: gradient?.axis != .vertical
            )
        case .shape(let shape):
            let color = RGBAColor(hex: shape.fill) ?? .black
            let (rect, radius) = Self.shapeGeometry(shape, scale: scale)
            canvas.fillRoundedRect(rect, radius: radius, color: color, occluder: occluder)
        case .image(let slot):
            let rect = pixels(slot.frame, scale)
            let key = Self.imageKey(slot, scale: scale)
            if images[key] == nil, let fallback = slot.fallback {
                drawFallback(fallback, slot: slot, scale: scale, on: &canvas)
                return
            }
            let image =
                images[key] ?? placeholders[Self.placeholderKey(slot, scale: scale)]
                ?? Self.placeholder(for: slot, scale: scale)
            canvas.draw(
                image,
                atX: Int(rect.x.rounded()),
                y: Int(rect.y.rounded()),
                cornerRadius: slot.cornerRadius * scale
            )
        case .text(let run):
            let color = RGBAColor(hex: run.color) ?? .black
            drawLines(
                run.lines,
                in: run.frame,
                fontSize: run.fontSize,
                weight: run.weight,
                color: color,
                alignment: run.alignment,
                rightToLeft: run.isRightToLeft,
                scale: scale,
                on: &canvas
            )
            // Underlines (links) under every line; a strikethrough (a crossed-out price) through the first.
            let decorations: [(line: Int, offset: Double, thickness: Double)] =
                run.underline == true
                ? run.lines.indices.map { ($0, 0.9, run.fontSize / 15) }
                : run.strikethrough && !run.lines.isEmpty ? [(0, 0.5, run.fontSize / 14)] : []
            for decoration in decorations {
                let lineWidth = min(
                    run.frame.width,
                    measurer.width(of: run.lines[decoration.line], fontSize: run.fontSize, weight: run.weight)
                )
                let rightAligned = (run.alignment == .trailing) != run.isRightToLeft && run.alignment != .center
                let x =
                    run.alignment == .center
                    ? run.frame.midX - lineWidth / 2 : rightAligned ? run.frame.maxX - lineWidth : run.frame.x
                let y =
                    run.frame.y + (Double(decoration.line) + decoration.offset) * run.fontSize
                    * TextMeasurer.lineSpacing
                canvas.fillRect(
                    pixels(Rect(x: x, y: y, width: lineWidth, height: max(1, decoration.thickness)), scale),
                    color: color
                )
            }
        }
    }

    /// A missing picture the layout described: initials on the person's colour, or the no-photo plate, drawn in the
    /// slot's shape at the pixel size it is shown.
    private func drawFallback(
        _ fallback: ImageFallback,
        slot: LayoutPart.ImageSlot,
        scale: Double,
        on canvas: inout Canvas
    ) {
        let frame = slot.frame
        let rect = pixels(frame, scale)
        let radius = slot.cornerRadius * scale
        switch fallback {
        case .initials(let text):
            canvas.fillRoundedRect(
                rect,
                radius: radius,
                color: RGBAColor(hex: ImageFallback.color(for: slot.placeholderSeed)) ?? .black
            )
            let side = min(frame.width, frame.height)
            let fontSize = (side * (text.count > 1 ? 0.38 : 0.45)).rounded()
            let height = fontSize * TextMeasurer.lineSpacing
            drawLines(
                [text],
                in: Rect(x: frame.x, y: frame.midY - height / 2, width: frame.width, height: height),
                fontSize: fontSize,
                weight: .bold,
                color: RGBAColor(red: 0xFF, green: 0xFF, blue: 0xFF),
                alignment: .center,
                scale: scale,
                on: &canvas
            )
        case .noPhoto:
            canvas.fillRoundedRect(rect, radius: radius, color: RGBAColor(hex: ImageFallback.plateGround) ?? .white)
            // A plate seen from above: a rim and its well, centred, a third of the shorter side.
            let side = min(frame.width, frame.height) * 0.36
            let plate = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            let well = Rect(
                x: plate.x + side * 0.18,
                y: plate.y + side * 0.18,
                width: side * 0.64,
                height: side * 0.64
            )
            let plateColor = RGBAColor(hex: ImageFallback.plate) ?? .black
            canvas.fillRoundedRect(pixels(plate, scale), radius: side * scale / 2, color: plateColor)
            canvas.fillRoundedRect(
                pixels(well, scale),
                radius: well.width * scale / 2,
                color: RGBAColor(hex: ImageFallback.plateGround) ?? .white
            )
        }
    }

    private func drawLines(
        _ lines: [String],
        in frame: Rect,
        fontSize: Double,
        weight: FontWeight,
        color: RGBAColor,
        alignment: TextAlignment,
        rightToLeft: Bool = false,
        scale: Double,
        on canvas: inout Canvas
    ) {
        let lineHeight = fontSize * TextMeasurer.lineSpacing
        for (index, line) in lines.enumerated() {
            let mask = masks.mask(
                line,
                pixelSize: fontSize * scale,
                weight: weight,
                rightToLeft: rightToLeft,
                measurer: measurer
            )
            let textWidth = measurer.width(of: line, fontSize: fontSize, weight: weight)
            let x: Double
            // Leading is the right edge in a right-to-left paragraph.
            switch alignment {
            case .leading: x = rightToLeft ? frame.maxX - textWidth : frame.x
            case .center: x = frame.midX - textWidth / 2
            case .trailing: x = rightToLeft ? frame.x : frame.maxX - textWidth
            }
            // The line box is lineHeight tall; the glyphs' ascent+descent is centred in it.
            let top = frame.y + Double(index) * lineHeight
            let offset = (lineHeight * scale - Double(mask.height)) / 2
            canvas.blend(
                mask: mask.pixels,
                width: mask.width,
                height: mask.height,
                atX: Int((x * scale).rounded()),
                y: Int((top * scale + offset).rounded()),
                color: color
            )
            if let rgba = mask.color {
                canvas.blend(
                    rgba: rgba,
                    width: mask.width,
                    height: mask.height,
                    atX: Int((x * scale).rounded()),
                    y: Int((top * scale + offset).rounded())
                )
            }
        }
    }

    static func imageKey(_ slot: LayoutPart.ImageSlot, scale: Double) -> String {
        "\(slot.url ?? "")|\(Int((slot.frame.width * scale).rounded()))x\(Int((slot.frame.height * scale).rounded()))|\(slot.crop)"
    }

    func pixels(_ rect: Rect, _ scale: Double) -> PixelRect {
        PixelRect(x: rect.x * scale, y: rect.y * scale, width: rect.width * scale, height: rect.height * scale)
    }
}
