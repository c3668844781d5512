public import LayoutKit

/// How ``LayoutRenderers/svg(_:options:)`` writes a document. The defaults give the standalone file that
/// `catalog-tool layout --format svg` writes; `serve` inlines the SVG in a page and points images at its own
/// thumbnails.
public struct SVGOptions: Sendable {
    /// Whether to start with an XML declaration (a file) or not (inline in HTML).
    public var standalone: Bool
    /// The `href` for an image slot, given the device's pixel scale; nil keeps the slot's own URL.
    public var imageHref: (@Sendable (LayoutPart.ImageSlot, Double) -> String?)?

    /// Creates options.
    public init(standalone: Bool = true, imageHref: (@Sendable (LayoutPart.ImageSlot, Double) -> String?)? = nil) {
        self.standalone = standalone
        self.imageHref = imageHref
    }
}
