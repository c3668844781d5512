extension LayoutDocument {
    /// The colours of the appearance the document was laid out for (light when it records no traits).
    public var palette: Palette { (traits ?? .standard).palette }

    /// The colour renderers draw section headers in (they are not text runs): the palette's title label, black in
    /// light as before, white in dark.
    public var headerColor: String { palette.titleLabel }
}
