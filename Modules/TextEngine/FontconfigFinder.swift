import CFontconfig

/// Finds installed fonts through fontconfig. Only used inside a ``FontState``, which is only touched under its own
/// lock.
final class FontconfigFinder {
    /// A font file and the face index inside it.
    struct FontFile: Hashable {
        var path: String
        var index: Int
    }

    private let config: OpaquePointer?

    init() {
        config = FcInitLoadConfigAndFonts()
    }

    deinit {
        if let config { FcConfigDestroy(config) }
    }

    /// The first font in fontconfig's order for a sans-serif face (or, for emoji, a colour emoji face) that has
    /// `scalar`, or nil when no installed font has it.
    func font(for scalar: UnicodeScalar, bold: Bool, emoji: Bool) -> FontFile? {
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let charset = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(charset) }
        let character = FcChar32(scalar.value)
        FcCharSetAddChar(charset, character)
        FcPatternAddCharSet(pattern, FC_CHARSET, charset)
        _ =
            emoji
            ? FcPatternAddString(pattern, FC_FAMILY, "emoji") : FcPatternAddString(pattern, FC_FAMILY, "sans-serif")
        if emoji { FcPatternAddBool(pattern, FC_COLOR, FcBool(FcTrue)) }
        FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let set = FcFontSort(config, pattern, FcBool(FcTrue), nil, &result) else { return nil }
        defer { FcFontSetDestroy(set) }
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index] else { continue }
            var fontCharset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &fontCharset) == FcResultMatch,
                let fontCharset, FcCharSetHasChar(fontCharset, character) != 0
            else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var faceIndex: Int32 = 0
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &faceIndex)
            return FontFile(path: String(cString: file), index: Int(faceIndex))
        }
        return nil
    }
}
