import CFreeType
import Foundation

/// The FreeType library, faces and advance caches behind ``TextMeasurer``'s lock. FreeType objects are not
/// thread-safe, so this value is only ever touched inside that lock.
final class FontState {
    private let library: FT_Library
    private let faces: [FontWeight: FT_Face]
    private var advances: [FontWeight: [UnicodeScalar: Double]] = [:]

    init(fontPaths: [FontWeight: [String]]) throws(FeatureKitError) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw .fontUnavailable(paths: [], reason: "FreeType did not start")
        }
        var faces: [FontWeight: FT_Face] = [:]
        for (weight, paths) in fontPaths {
            for path in paths where FileManager.default.fileExists(atPath: path) {
                var face: FT_Face?
                if FT_New_Face(library, path, 0, &face) == 0, let face {
                    faces[weight] = face
                    break
                }
            }
        }
        guard faces[.regular] != nil else {
            FT_Done_FreeType(library)
            throw .fontUnavailable(paths: fontPaths[.regular] ?? [], reason: "no regular face could be opened")
        }
        self.library = library
        self.faces = faces
    }

    deinit {
        for face in faces.values { FT_Done_Face(face) }
        FT_Done_FreeType(library)
    }

    private func face(_ weight: FontWeight) -> FT_Face? {
        faces[weight] ?? faces[.regular]
    }

    /// Advance of one character in ems, from the unscaled outline.
    private func advance(of scalar: UnicodeScalar, weight: FontWeight) -> Double {
        if let cached = advances[weight]?[scalar] { return cached }
        guard let face = face(weight) else { return 0.5 }
        var value = 0.5
        if FT_Load_Char(face, FT_ULong(scalar.value), Int32(FT_LOAD_NO_SCALE)) == 0, let glyph = face.pointee.glyph {
            value = Double(glyph.pointee.advance.x) / Double(max(1, face.pointee.units_per_EM))
        }
        advances[weight, default: [:]][scalar] = value
        return value
    }

    func width(of text: String, fontSize: Double, weight: FontWeight) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars { ems += advance(of: scalar, weight: weight) }
        return ems * fontSize
    }

    func rasterize(_ line: String, pixelSize: Double, weight: FontWeight) -> GlyphMask {
        guard let face = face(weight), pixelSize >= 1 else {
            return GlyphMask(width: 0, height: 0, baseline: 0, pixels: [])
        }
        FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize.rounded()))
        let ascent = Int((Double(face.pointee.ascender) / Double(face.pointee.units_per_EM) * pixelSize).rounded(.up))
        let descent = Int(
            (Double(-face.pointee.descender) / Double(face.pointee.units_per_EM) * pixelSize).rounded(.up)
        )
        let width = Int(width(of: line, fontSize: pixelSize, weight: weight).rounded(.up)) + 2
        let height = max(1, ascent + descent)
        var pixels = [UInt8](repeating: 0, count: width * height)
        var pen = 0.0
        for scalar in line.unicodeScalars {
            let advanceWidth = advance(of: scalar, weight: weight) * pixelSize
            defer { pen += advanceWidth }
            guard FT_Load_Char(face, FT_ULong(scalar.value), Int32(FT_LOAD_RENDER)) == 0,
                let glyph = face.pointee.glyph
            else { continue }
            let bitmap = glyph.pointee.bitmap
            guard let buffer = bitmap.buffer else { continue }
            let left = Int(pen.rounded()) + Int(glyph.pointee.bitmap_left)
            let top = ascent - Int(glyph.pointee.bitmap_top)
            for row in 0..<Int(bitmap.rows) {
                let y = top + row
                guard y >= 0, y < height else { continue }
                for column in 0..<Int(bitmap.width) {
                    let x = left + column
                    guard x >= 0, x < width else { continue }
                    let value = buffer[row * Int(bitmap.pitch) + column]
                    pixels[y * width + x] = max(pixels[y * width + x], value)
                }
            }
        }
        return GlyphMask(width: width, height: height, baseline: ascent, pixels: pixels)
    }
}
