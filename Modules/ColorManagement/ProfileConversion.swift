/// What the pipeline does with an image's embedded profile: a summary to report and, when the pixels are to be
/// converted, the transform. An sRGB profile converts nothing; one that cannot be used (unreadable, over
/// ``ICCProfile/maxBytes``, of another colour space than the image's) converts nothing and says why.
public struct ProfileConversion {
    /// What the profile is and what is done with it.
    public let summary: ColorProfileSummary
    /// The transform to sRGB; nil when the pixels stay as decoded.
    public let transform: SRGBTransform?

    /// Plans the conversion of `embedded` (the profile's bytes, or why they could not be had) for an image whose
    /// pixels are in `imageSpace`, with `intent`.
    public init(
        embedded: Result<[UInt8], ColorProfileError>,
        imageSpace: ICCProfile.ColorSpace,
        intent: RenderingIntent = .perceptual
    ) {
        var profile: ICCProfile?
        var size = 0
        do throws(ColorProfileError) {
            let bytes = try embedded.get()
            size = bytes.count
            let parsed = try ICCProfile(bytes: bytes)
            profile = parsed
            guard parsed.colorSpace == imageSpace else {
                throw .mismatch(profile: parsed.colorSpace.rawValue, image: imageSpace.rawValue)
            }
            let transform = parsed.isSRGB ? nil : try SRGBTransform(parsed, intent: intent)
            summary = ColorProfileSummary(
                description: parsed.description,
                colorSpace: parsed.colorSpace,
                bytes: size,
                converted: transform != nil
            )
            self.transform = transform
        } catch {
            if case .tooLarge(let bytes, _) = error { size = bytes }
            summary = ColorProfileSummary(
                description: profile?.description ?? "",
                colorSpace: profile?.colorSpace,
                bytes: size,
                converted: false,
                problem: "\(error); decoded as sRGB"
            )
            transform = nil
        }
    }

    /// A profile from the parts a JPEG's APP2 segments hold, each with its sequence number (from 1) and the count
    /// it claims, joined in sequence order; the total size is checked before anything is copied.
    public static func joining(
        _ segments: [(sequence: Int, count: Int, bytes: UnsafeRawBufferPointer)]
    ) -> Result<[UInt8], ColorProfileError> {
        let ordered = segments.sorted { $0.sequence < $1.sequence }
        let total = ordered.reduce(0) { $0 + $1.bytes.count }
        guard total <= ICCProfile.maxBytes else { return .failure(.tooLarge(bytes: total, limit: ICCProfile.maxBytes)) }
        let whole = ordered.enumerated().allSatisfy {
            $0.element.sequence == $0.offset + 1 && $0.element.count == ordered.count
        }
        guard whole else {
            return .failure(.damaged(reason: "its \(ordered.count) APP2 segments do not make a whole profile"))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(total)
        for segment in ordered { bytes.append(contentsOf: segment.bytes) }
        return .success(bytes)
    }
}
