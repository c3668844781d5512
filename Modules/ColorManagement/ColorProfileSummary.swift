/// What an image's embedded ICC profile is and what the pipeline does with it, as `image info` reports it.
public struct ColorProfileSummary: Sendable, Equatable, Codable {
    /// The profile's description ("Display P3", "Adobe RGB (1998)"); "" when it has none or cannot be read.
    public var description: String
    /// The colour space it describes; nil when it cannot be read.
    public var colorSpace: ICCProfile.ColorSpace?
    /// Its size in bytes.
    public var bytes: Int
    /// Whether the pixels are converted to sRGB (false for an sRGB profile, and for one that cannot be used).
    public var converted: Bool
    /// Why the profile is not used, when it cannot be: the image is then decoded as sRGB.
    public var problem: String?

    /// Creates a summary.
    public init(
        description: String,
        colorSpace: ICCProfile.ColorSpace?,
        bytes: Int,
        converted: Bool,
        problem: String? = nil
    ) {
        self.description = description
        self.colorSpace = colorSpace
        self.bytes = bytes
        self.converted = converted
        self.problem = problem
    }
}
