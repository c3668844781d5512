public import ImagePipeline

/// The pictures one render draws, keyed by slot (URL, pixel size and fit), as loaded before drawing. A slot whose
/// picture failed to load is absent and gets its placeholder. Two equal values draw the same pixels.
public struct RenderImages: Sendable, Equatable {
    /// The pictures by slot key.
    public var byKey: [String: PixelBuffer]

    /// Wraps loaded pictures.
    public init(byKey: [String: PixelBuffer]) {
        self.byKey = byKey
    }

    /// Every slot key with its picture's size and pixels, in key order: what a cache key of a render must cover.
    public var canonicalParts: [(key: String, width: Int, height: Int, pixels: [UInt8])] {
        byKey.sorted { $0.key < $1.key }.map { ($0.key, $0.value.width, $0.value.height, $0.value.pixels) }
    }
}
