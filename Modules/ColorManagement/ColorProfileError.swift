/// Why an embedded colour profile cannot be used; the image is then decoded as sRGB and the problem reported.
public enum ColorProfileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The profile is over ``ICCProfile/maxBytes``; checked before it is parsed.
    case tooLarge(bytes: Int, limit: Int)
    /// littleCMS could not parse it; `reason` is its message.
    case damaged(reason: String)
    /// A valid profile of a colour space the pipeline does not convert from (Lab, a named-colour list, …).
    case unsupportedColorSpace(String)
    /// A profile of one colour space on an image of another (a CMYK profile on an RGB image).
    case mismatch(profile: String, image: String)
    /// littleCMS could not build a transform to sRGB from it.
    case noTransform(reason: String)
    /// An allocation failed.
    case outOfMemory

    public var description: String {
        switch self {
        case .tooLarge(let bytes, let limit):
            "the embedded colour profile has \(bytes) bytes, over the limit of \(limit)"
        case .damaged(let reason): "the embedded colour profile is damaged (\(reason))"
        case .unsupportedColorSpace(let space): "the embedded colour profile is \(space), not RGB, CMYK or grey"
        case .mismatch(let profile, let image): "the embedded colour profile is \(profile) but the image is \(image)"
        case .noTransform(let reason): "the embedded colour profile cannot be converted to sRGB (\(reason))"
        case .outOfMemory: "out of memory reading the embedded colour profile"
        }
    }
}
