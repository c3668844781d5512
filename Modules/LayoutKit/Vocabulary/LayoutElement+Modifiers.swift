/// The modifiers an iOS engineer expects, each a container of the vocabulary.
extension LayoutElement {
    /// Inset by `insets`.
    public func padding(_ insets: EdgeInsets) -> Padding {
        Padding(insets, self)
    }

    /// Inset by `length` on every side.
    public func padding(_ length: Double) -> Padding {
        Padding(EdgeInsets(all: length), self)
    }

    /// Inset by `horizontal` at the sides and `vertical` at the top and bottom.
    public func padding(horizontal: Double = 0, vertical: Double = 0) -> Padding {
        Padding(EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal), self)
    }

    /// In a frame of a fixed width, height or both.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> Frame {
        Frame(width: width, height: height, alignment: alignment, self)
    }

    /// In a frame taking up to `maxWidth` and `maxHeight` of what is offered (infinity: all of it).
    public func frame(maxWidth: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center) -> Frame {
        Frame(maxWidth: maxWidth, maxHeight: maxHeight, alignment: alignment, self)
    }

    /// In a frame at least `minHeight` tall, the child placed in it by `alignment`.
    public func frame(minHeight: Double, alignment: Alignment = .center) -> Frame {
        Frame(minHeight: minHeight, alignment: alignment, self)
    }

    /// With `decoration` behind it, at its size.
    public func background(alignment: Alignment = .center, _ decoration: () -> any LayoutElement) -> Background {
        Background(.behind, alignment: alignment, self, decoration())
    }

    /// With `decoration` in front of it, at its size.
    public func overlay(alignment: Alignment = .center, _ decoration: () -> any LayoutElement) -> Background {
        Background(.inFront, alignment: alignment, self, decoration())
    }

    /// Offered room before the children of lower priority in a stack.
    public func layoutPriority(_ priority: Double) -> Prioritized {
        Prioritized(priority, self)
    }

    /// Laid out at no larger a text size than the range's upper bound: `.dynamicTypeSize(...ScreenTraits
    /// .largestBarTextSize)` for a bar's text.
    public func dynamicTypeSize(_ range: PartialRangeThrough<ContentSizeCategory>) -> TextSizeLimit {
        TextSizeLimit(range.upperBound, self)
    }

    /// In the largest frame of `ratio` (width over height) that fits.
    public func aspectRatio(_ ratio: Double) -> AspectRatio {
        AspectRatio(ratio, self)
    }
}
