import CFreeType
import LayoutKit

extension FontState {
    /// One line rasterised at `pixelSize`: glyphs in visual order from their faces, outlines as coverage and colour
    /// bitmaps (emoji) as an RGBA layer scaled from the face's nearest strike.
    func rasterize(_ line: String, pixelSize: Double, weight: FontWeight, rightToLeft: Bool?) -> GlyphMask {
        guard pixelSize >= 1 else { return GlyphMask(width: 0, height: 0, baseline: 0, pixels: []) }
        let scalars = Array(line.unicodeScalars)
        let glyphs = shape(scalars, weight: weight, rightToLeft: rightToLeft ?? BidiRuns.isRightToLeft(scalars))
        let metrics = verticalMetrics(weight: weight)
        let ascent = Int((metrics.ascent * pixelSize).rounded(.up))
        let descent = Int((metrics.descent * pixelSize).rounded(.up))
        let width = Int((glyphs.reduce(0) { $0 + $1.advance } * pixelSize).rounded(.up)) + 2
        var mask = GlyphMask(
            width: width,
            height: max(1, ascent + descent),
            baseline: ascent,
            pixels: [UInt8](repeating: 0, count: width * max(1, ascent + descent))
        )
        var pen = 0.0
        for glyph in glyphs {
            defer { pen += glyph.advance * pixelSize }
            let face = faces[glyph.face]
            let x = pen + glyph.offsetX * pixelSize
            let y = Double(ascent) - glyph.offsetY * pixelSize
            if face.isColor {
                drawColor(glyph, face: face, pixelSize: pixelSize, x: x, baseline: y, into: &mask)
            } else {
                drawOutline(glyph, face: face, pixelSize: pixelSize, x: x, baseline: y, into: &mask)
            }
        }
        return mask
    }

    private func drawOutline(
        _ glyph: Glyph,
        face: Face,
        pixelSize: Double,
        x: Double,
        baseline: Double,
        into mask: inout GlyphMask
    ) {
        let size = UInt32(pixelSize.rounded())
        if face.pixelSize != size {
            FT_Set_Pixel_Sizes(face.face, 0, size)
            face.pixelSize = size
        }
        // Light hinting (FreeType's FT_LOAD_TARGET_LIGHT: vertical only), as Debian's fontconfig asks browsers for
        // (hintslight): glyphs keep their unhinted widths, so a line's ink spans what was measured, and the PNG looks
        // as serve's page does in Chromium.
        let lightTarget = (Int32(FT_RENDER_MODE_LIGHT.rawValue) & 15) << 16
        guard FT_Load_Glyph(face.face, glyph.index, Int32(FT_LOAD_RENDER) | lightTarget) == 0,
            let slot = face.face.pointee.glyph
        else { return }
        let bitmap = slot.pointee.bitmap
        // Grey coverage rows top-down only; other modes (1-bit strikes) and bottom-up bitmaps are skipped.
        guard let buffer = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue), bitmap.pitch > 0
        else { return }
        let left = Int(x.rounded()) + Int(slot.pointee.bitmap_left)
        let top = Int(baseline.rounded()) - Int(slot.pointee.bitmap_top)
        for row in 0..<Int(bitmap.rows) {
            let y = top + row
            guard y >= 0, y < mask.height else { continue }
            for column in 0..<Int(bitmap.width) {
                let target = left + column
                guard target >= 0, target < mask.width else { continue }
                let value = buffer[row * Int(bitmap.pitch) + column]
                mask.pixels[y * mask.width + target] = max(mask.pixels[y * mask.width + target], value)
            }
        }
    }

    /// A colour glyph (CBDT emoji): the strike's BGRA bitmap, box-filtered down (or sampled up) to the line's size.
    private func drawColor(
        _ glyph: Glyph,
        face: Face,
        pixelSize: Double,
        x: Double,
        baseline: Double,
        into mask: inout GlyphMask
    ) {
        let strikes = Int(face.face.pointee.num_fixed_sizes)
        if strikes > 0, face.pixelSize == 0 {
            // The strike nearest the size wanted; emoji fonts usually have one (109 px).
            var best = 0
            if let sizes = face.face.pointee.available_sizes {
                for index in 0..<strikes
                where abs(Double(sizes[index].y_ppem) / 64 - pixelSize)
                    < abs(Double(sizes[best].y_ppem) / 64 - pixelSize)
                {
                    best = index
                }
            }
            FT_Select_Size(face.face, Int32(best))
            face.pixelSize = 1
        } else if strikes == 0 {
            let size = UInt32(pixelSize.rounded())
            if face.pixelSize != size {
                FT_Set_Pixel_Sizes(face.face, 0, size)
                face.pixelSize = size
            }
        }
        guard FT_Load_Glyph(face.face, glyph.index, Int32(FT_LOAD_RENDER | FT_LOAD_COLOR)) == 0,
            let slot = face.face.pointee.glyph
        else { return }
        let bitmap = slot.pointee.bitmap
        let isBGRA = bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue)
        let isGray = bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue)
        guard let buffer = bitmap.buffer, bitmap.rows > 0, bitmap.width > 0, bitmap.pitch > 0, isBGRA || isGray
        else { return }
        let strikeSize = Double(face.face.pointee.size.pointee.metrics.y_ppem)
        var scale = strikes > 0 && strikeSize > 0 ? pixelSize / strikeSize : 1
        let sourceWidth = Int(bitmap.width)
        // No wider than the advance the line was measured with (a strike's bitmap may be a pixel or two wider than
        // its advance, and it must not cover the space after it).
        let advance = glyph.advance * pixelSize
        if strikes > 0, advance > 0, Double(sourceWidth) * scale > advance { scale = advance / Double(sourceWidth) }
        let sourceHeight = Int(bitmap.rows)
        let targetWidth = max(1, Int((Double(sourceWidth) * scale).rounded()))
        let targetHeight = max(1, Int((Double(sourceHeight) * scale).rounded()))
        let left = Int((x + Double(slot.pointee.bitmap_left) * scale).rounded())
        let top = Int((baseline - Double(slot.pointee.bitmap_top) * scale).rounded())
        if mask.color == nil { mask.color = [UInt8](repeating: 0, count: mask.width * mask.height * 4) }
        for row in 0..<targetHeight {
            let y = top + row
            guard y >= 0, y < mask.height else { continue }
            let sourceTop = Int(Double(row) / scale)
            let sourceBottom = min(sourceHeight, max(sourceTop + 1, Int(Double(row + 1) / scale)))
            for column in 0..<targetWidth {
                let target = left + column
                guard target >= 0, target < mask.width else { continue }
                let sourceLeft = Int(Double(column) / scale)
                let sourceRight = min(sourceWidth, max(sourceLeft + 1, Int(Double(column + 1) / scale)))
                // Premultiplied BGRA averaged over the source box.
                var sums = (0, 0, 0, 0)
                var count = 0
                for sourceY in sourceTop..<min(sourceBottom, sourceHeight) {
                    for sourceX in sourceLeft..<min(sourceRight, sourceWidth) {
                        let offset = sourceY * Int(bitmap.pitch) + sourceX * (isBGRA ? 4 : 1)
                        if isBGRA {
                            sums.0 += Int(buffer[offset + 2])
                            sums.1 += Int(buffer[offset + 1])
                            sums.2 += Int(buffer[offset])
                            sums.3 += Int(buffer[offset + 3])
                        } else {
                            sums.3 += Int(buffer[offset])
                        }
                        count += 1
                    }
                }
                guard count > 0, sums.3 > 0 else { continue }
                let alpha = sums.3 / count
                let offset = (y * mask.width + target) * 4
                // Straight colour from premultiplied.
                mask.color?[offset] = UInt8(min(255, sums.0 * 255 / max(1, sums.3)))
                mask.color?[offset + 1] = UInt8(min(255, sums.1 * 255 / max(1, sums.3)))
                mask.color?[offset + 2] = UInt8(min(255, sums.2 * 255 / max(1, sums.3)))
                mask.color?[offset + 3] = UInt8(min(255, alpha))
            }
        }
    }
}
