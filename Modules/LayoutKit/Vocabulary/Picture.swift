/// A leaf picture slot filling the size it is offered (nothing offered: none), clipped round when `circular` (SwiftUI's
/// resizable `Image`). The document names the URL; the renderers load it.
public struct Picture: LayoutElement {
    let url: String?
    let placeholderSeed: String
    let crop: LayoutPart.ImageSlot.Fit
    let circular: Bool
    let cornerRadius: Double
    let fallback: ImageFallback?

    /// Creates a picture slot.
    public init(
        url: String?,
        placeholderSeed: String,
        crop: LayoutPart.ImageSlot.Fit = .cover,
        circular: Bool = false,
        cornerRadius: Double = 0,
        fallback: ImageFallback? = nil
    ) {
        self.url = url
        self.placeholderSeed = placeholderSeed
        self.crop = crop
        self.circular = circular
        self.cornerRadius = cornerRadius
        self.fallback = fallback
    }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        proposal.filling
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        canvas.draw(
            .image(
                .init(
                    url: url,
                    frame: frame,
                    crop: crop,
                    cornerRadius: circular ? frame.width / 2 : cornerRadius,
                    placeholderSeed: placeholderSeed,
                    fallback: fallback
                )
            )
        )
    }
}

extension ProposedSize {
    /// What a leaf that fills its room answers: the size offered, zero where nothing (or no limit) is offered.
    public var filling: Size {
        Size(
            width: width.flatMap { $0.isFinite ? $0 : nil } ?? 0,
            height: height.flatMap { $0.isFinite ? $0 : nil } ?? 0
        )
    }
}

extension Rect {
    /// The top-leading corner.
    public var origin: Point { Point(x: x, y: y) }
}
