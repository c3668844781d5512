/// How colours outside sRGB are brought into it: the ICC rendering intents, by their numbers in the ICC
/// specification. Part of every processed image's cache key (``rawValue`` and ``name``), since each draws other
/// pixels from the same profile.
public enum RenderingIntent: Int32, Sendable, Hashable, Codable, CaseIterable {
    /// Compresses the whole gamut into sRGB, keeping relations between colours: the pipeline's default.
    case perceptual = 0
    /// Keeps colours inside sRGB exactly and clips the others to its edge.
    case relativeColorimetric = 1
    /// Keeps saturation, for charts.
    case saturation = 2
    /// Keeps colours exactly, white point included.
    case absoluteColorimetric = 3

    /// A stable name for keys and reports.
    public var name: String {
        switch self {
        case .perceptual: "perceptual"
        case .relativeColorimetric: "relative"
        case .saturation: "saturation"
        case .absoluteColorimetric: "absolute"
        }
    }
}
