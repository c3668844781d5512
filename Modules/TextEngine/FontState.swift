import CFreeType
import CHarfBuzz
import Foundation
import LayoutKit

/// The FreeType library, the faces (the primary chain, Inter then DejaVu Sans, and the fallbacks found for characters
/// they lack), their HarfBuzz fonts and the caches, one of the states ``TextMeasurer`` keeps. FreeType and HarfBuzz
/// objects are not thread-safe, so this value is only ever touched inside its own `Mutex`.
///
/// Every character is drawn by the first face that has it: the primary chain of the weight in order, else a
/// fallback (a colour emoji face first for emoji). Text is split into runs of one face and one direction (``BidiRuns``) and each
/// run shaped by HarfBuzz, so joined scripts (Arabic) get their contextual forms and right-to-left runs come out in
/// visual order. Widths are the shaped advances in font units, unhinted, so they scale linearly with the size; the
/// primary chain's faces are shaped without kerning and ligatures, so Latin text measures as the sum of its advances.
final class FontState {
    final class Face {
        let face: FT_Face
        let font: OpaquePointer
        let unitsPerEm: Double
        let family: String
        let isColor: Bool
        let isPrimary: Bool
        /// The pixel size the face was last set to, to skip setting it again.
        var pixelSize: UInt32 = 0

        /// Takes ownership of `face`; nil (and the face released) when HarfBuzz cannot make a font of it.
        init?(face: FT_Face, isPrimary: Bool) {
            let hbFace = hb_ft_face_create_referenced(face)
            let font = hb_font_create(hbFace)
            // FreeType gives a bitmap-only face (Noto Color Emoji) no units per em; its `head` table has them. At a
            // scale of 1 HarfBuzz rounded an emoji's 1.245 em advance to 1 em, so emoji were measured narrower than
            // drawn, and than browsers lay them out.
            let headUnits = Int32(clamping: hb_face_get_upem(hbFace))
            hb_face_destroy(hbFace)
            guard let font else {
                FT_Done_Face(face)
                return nil
            }
            self.face = face
            let units = face.pointee.units_per_EM > 0 ? Int32(face.pointee.units_per_EM) : max(1, headUnits)
            hb_font_set_scale(font, units, units)
            self.font = font
            self.unitsPerEm = Double(units)
            self.family = face.pointee.family_name.map { String(cString: $0) } ?? "sans-serif"
            self.isColor = (face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR)) != 0
            self.isPrimary = isPrimary
        }

        deinit {
            hb_font_destroy(font)
            FT_Done_Face(face)
        }
    }

    /// A shaped glyph: the face's glyph index and its advance and offsets in ems.
    struct Glyph {
        var face: Int
        var index: UInt32
        var advance: Double
        var offsetX: Double
        var offsetY: Double
    }

    private let library: FT_Library
    private(set) var faces: [Face] = []
    /// The primary chain of each weight: indices into `faces`, in order of preference.
    private let primary: [FontWeight: [Int]]
    private var primaryPaths: [String: Int] = [:]
    private let fallback: FontFallback
    private let finder: FontconfigFinder?
    private var loadedFiles: [FontconfigFinder.FontFile: Int?] = [:]
    /// Which face draws a scalar, per weight; nil inside: no installed face has it.
    private var resolved: [FontWeight: [UInt32: Int?]] = [:]
    private var advances: [FontWeight: [UInt32: Double]] = [:]
    private var primaryFeatures: [hb_feature_t] = []
    /// Widths in ems of shaped strings, per weight.
    private var shapedWidths: [FontWeight: [String: Double]] = [:]
    private var shapedWidthCount = 0
    static let shapedWidthLimit = 50_000
    static let shapedWidthMaxBytes = 512

    /// `fontPaths` holds, per weight, the primary chain's faces in order, each as candidate paths (first found wins).
    init(fontPaths: [FontWeight: [[String]]], fallback: FontFallback) throws(LayoutError) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw .fontUnavailable(paths: [], reason: "FreeType did not start")
        }
        self.library = library
        self.fallback = fallback
        self.finder = fallback == .fontconfig ? FontconfigFinder() : nil
        var primary: [FontWeight: [Int]] = [:]
        var primaryPaths: [String: Int] = [:]
        var faces: [Face] = []
        for weight in [FontWeight.regular, .bold] {
            for candidates in fontPaths[weight] ?? [] {
                for path in candidates where FileManager.default.fileExists(atPath: path) {
                    if let known = primaryPaths[path] {
                        primary[weight, default: []].append(known)
                        break
                    }
                    var face: FT_Face?
                    if FT_New_Face(library, path, 0, &face) == 0, let face,
                        let opened = Face(face: face, isPrimary: true)
                    {
                        primary[weight, default: []].append(faces.count)
                        primaryPaths[path] = faces.count
                        faces.append(opened)
                        break
                    }
                }
            }
        }
        guard primary[.regular]?.isEmpty == false else {
            faces.removeAll()
            FT_Done_FreeType(library)
            throw .fontUnavailable(
                paths: (fontPaths[.regular] ?? []).flatMap { $0 },
                reason: "no regular face could be opened"
            )
        }
        self.faces = faces
        self.primary = primary
        self.primaryPaths = primaryPaths
        for text in ["-kern", "-liga", "-clig"] {
            var feature = hb_feature_t()
            if hb_feature_from_string(text, -1, &feature) != 0 { primaryFeatures.append(feature) }
        }
    }

    deinit {
        faces.removeAll()
        FT_Done_FreeType(library)
    }

    /// The primary chain of `weight` (the regular one when the weight has none).
    private func primaryChain(_ weight: FontWeight) -> [Int] {
        if let chain = primary[weight], !chain.isEmpty { return chain }
        return primary[.regular] ?? [0]
    }

    /// The first face of the primary chain: its metrics set the line, and it draws the missing-glyph box.
    private func primaryFace(_ weight: FontWeight) -> Int {
        primaryChain(weight)[0]
    }

    // MARK: - Which face draws a character

    /// The face that draws `scalar`, or nil when no installed face has it.
    func face(for scalar: UnicodeScalar, weight: FontWeight) -> Int? {
        if let known = resolved[weight]?[scalar.value] { return known }
        let found = findFace(for: scalar, weight: weight)
        resolved[weight, default: [:]][scalar.value] = .some(found)
        return found
    }

    private func findFace(for scalar: UnicodeScalar, weight: FontWeight) -> Int? {
        let emoji = scalar.properties.isEmojiPresentation
        let chain = primaryChain(weight)
        if !emoji, let found = chain.first(where: { has(scalar, face: $0) }) { return found }
        // Fallback faces already open are tried before asking fontconfig again (colour faces first for emoji).
        let open = faces.indices.filter { !faces[$0].isPrimary }
        for index in open.filter({ faces[$0].isColor == emoji }) + open.filter({ faces[$0].isColor != emoji })
        where has(scalar, face: index) {
            return index
        }
        for file in fallbackFiles(for: scalar, weight: weight, emoji: emoji) {
            if let index = load(file), has(scalar, face: index) { return index }
        }
        if emoji, let found = chain.first(where: { has(scalar, face: $0) }) { return found }
        return nil
    }

    private func fallbackFiles(for scalar: UnicodeScalar, weight: FontWeight, emoji: Bool) -> [FontconfigFinder
        .FontFile]
    {
        switch fallback {
        case .none: return []
        case .files(let paths): return paths.map { FontconfigFinder.FontFile(path: $0, index: 0) }
        case .fontconfig:
            var files: [FontconfigFinder.FontFile] = []
            if emoji, let file = finder?.font(for: scalar, bold: weight == .bold, emoji: true) { files.append(file) }
            if let file = finder?.font(for: scalar, bold: weight == .bold, emoji: false) { files.append(file) }
            return files
        }
    }

    private func load(_ file: FontconfigFinder.FontFile) -> Int? {
        if let known = loadedFiles[file] { return known }
        var index: Int?
        if file.index == 0, let existing = primaryPaths[file.path] {
            // A fallback that names a primary font's file reuses its face.
            index = existing
        } else {
            var face: FT_Face?
            if FT_New_Face(library, file.path, FT_Long(file.index), &face) == 0, let face,
                let opened = Face(face: face, isPrimary: false)
            {
                index = faces.count
                faces.append(opened)
            }
        }
        loadedFiles[file] = .some(index)
        return index
    }

    private func has(_ scalar: UnicodeScalar, face index: Int) -> Bool {
        FT_Get_Char_Index(faces[index].face, FT_ULong(scalar.value)) != 0
    }

    /// Characters that need no glyph of their own (joiners, variation selectors, controls, spaces) take the face of
    /// the character before them.
    private static func followsPrevious(_ scalar: UnicodeScalar) -> Bool {
        let properties = scalar.properties
        return properties.isDefaultIgnorableCodePoint || properties.generalCategory == .nonspacingMark
            || properties.generalCategory == .enclosingMark || properties.generalCategory == .control
            || (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    /// The face of each scalar (missing ones drawn by the primary face's box) and how many are missing.
    func faces(for scalars: [UnicodeScalar], weight: FontWeight) -> (faces: [Int], missing: Int) {
        var result: [Int] = []
        result.reserveCapacity(scalars.count)
        var missing = 0
        let main = primaryFace(weight)
        for scalar in scalars {
            if Self.followsPrevious(scalar), let previous = result.last {
                result.append(previous)
                continue
            }
            // A space keeps its run's face, so a run is shaped whole; after an emoji it is the text's space, not the
            // emoji font's (a full em wide).
            if scalar.properties.isWhitespace {
                let previous = result.last ?? main
                result.append(faces[previous].isColor ? main : previous)
                continue
            }
            if let face = face(for: scalar, weight: weight) {
                result.append(face)
            } else {
                missing += 1
                result.append(main)
            }
        }
        return (result, missing)
    }

    /// Whether `text` is printable ASCII, which the primary chain's first face draws alone (Inter and DejaVu Sans
    /// have all of it).
    private static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// How many characters of `text` no installed font can draw.
    func missingGlyphs(in text: String, weight: FontWeight) -> Int {
        if Self.isPlainASCII(text) { return 0 }
        return faces(for: Array(text.unicodeScalars), weight: weight).missing
    }

    /// The families of the faces `text` needs, the primary's first, then in the order the text first uses them (so
    /// the same text always names them in the same order).
    func families(for text: String, weight: FontWeight) -> [String] {
        var names: [String] = [faces[primaryFace(weight)].family]
        if Self.isPlainASCII(text) { return names }
        for face in faces(for: Array(text.unicodeScalars), weight: weight).faces {
            let family = faces[face].family
            if !names.contains(family) { names.append(family) }
        }
        return names
    }

    // MARK: - Shaping

    /// Whether `text` is drawn by the primary chain alone without shaping: then its width is the sum of advances.
    private func isSimple(_ scalars: [UnicodeScalar], weight: FontWeight) -> Bool {
        let chain = primaryChain(weight)
        for scalar in scalars {
            let value = scalar.value
            if value >= 0x0590, !(0x2000...0x2BFF).contains(value) { return false }
            if scalar.properties.isWhitespace { continue }
            guard let face = face(for: scalar, weight: weight), chain.contains(face) else { return false }
        }
        return true
    }

    /// Advance in ems of one character of the primary chain's face that has it (else the first face's), from the
    /// unscaled outline.
    private func advance(of scalar: UnicodeScalar, weight: FontWeight) -> Double {
        if let cached = advances[weight]?[scalar.value] { return cached }
        let chain = primaryChain(weight)
        let face = faces[chain.first(where: { has(scalar, face: $0) }) ?? chain[0]]
        var value = 0.5
        if FT_Load_Char(face.face, FT_ULong(scalar.value), Int32(FT_LOAD_NO_SCALE)) == 0,
            let glyph = face.face.pointee.glyph
        {
            value = Double(glyph.pointee.advance.x) / face.unitsPerEm
        }
        advances[weight, default: [:]][scalar.value] = value
        return value
    }

    func width(of text: String, fontSize: Double, weight: FontWeight) -> Double {
        let scalars = Array(text.unicodeScalars)
        if Self.isPlainASCII(text) || isSimple(scalars, weight: weight) {
            var ems = 0.0
            for scalar in scalars { ems += advance(of: scalar, weight: weight) }
            return ems * fontSize
        }
        // Shaped widths are remembered: wrapping measures the same prefixes again, and a server lays out the same
        // feeds again and again. Bounded: the cache starts afresh past its limit.
        if let ems = shapedWidths[weight]?[text] { return ems * fontSize }
        let ems = shape(scalars, weight: weight, rightToLeft: BidiRuns.isRightToLeft(scalars)).reduce(0) {
            $0 + $1.advance
        }
        // Short strings only (lines and their prefixes), so a long text cannot fill memory with its prefixes.
        if text.utf8.count <= Self.shapedWidthMaxBytes {
            shapedWidthCount += 1
            if shapedWidthCount > Self.shapedWidthLimit {
                shapedWidths = [:]
                shapedWidthCount = 1
            }
            shapedWidths[weight, default: [:]][text] = ems
        }
        return ems * fontSize
    }

    /// The glyphs of a line in visual order.
    func shape(_ scalars: [UnicodeScalar], weight: FontWeight, rightToLeft: Bool) -> [Glyph] {
        guard !scalars.isEmpty else { return [] }
        let faceOf = faces(for: scalars, weight: weight).faces
        var glyphs: [Glyph] = []
        let codepoints = scalars.map(\.value)
        for run in BidiRuns.runs(scalars, faces: faceOf, rightToLeft: rightToLeft) {
            let face = faces[run.face]
            guard let buffer = hb_buffer_create() else { continue }
            defer { hb_buffer_destroy(buffer) }
            codepoints.withUnsafeBufferPointer { pointer in
                hb_buffer_add_codepoints(
                    buffer,
                    pointer.baseAddress,
                    Int32(pointer.count),
                    UInt32(run.range.lowerBound),
                    Int32(run.range.count)
                )
            }
            hb_buffer_set_direction(buffer, run.rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_guess_segment_properties(buffer)
            let font = face.font
            if face.isPrimary {
                primaryFeatures.withUnsafeBufferPointer { features in
                    hb_shape(font, buffer, features.baseAddress, UInt32(features.count))
                }
            } else {
                hb_shape(font, buffer, nil, 0)
            }
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                let positions = hb_buffer_get_glyph_positions(buffer, &count)
            else { continue }
            for index in 0..<Int(count) {
                glyphs.append(
                    Glyph(
                        face: run.face,
                        index: infos[index].codepoint,
                        advance: Double(positions[index].x_advance) / face.unitsPerEm,
                        offsetX: Double(positions[index].x_offset) / face.unitsPerEm,
                        offsetY: Double(positions[index].y_offset) / face.unitsPerEm
                    )
                )
            }
        }
        return glyphs
    }

    /// The primary face's ascent and descent in ems.
    func verticalMetrics(weight: FontWeight) -> (ascent: Double, descent: Double) {
        let face = faces[primaryFace(weight)]
        return (
            Double(face.face.pointee.ascender) / face.unitsPerEm,
            Double(-face.face.pointee.descender) / face.unitsPerEm
        )
    }
}
