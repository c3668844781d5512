public import LayoutKit

extension Controls {
    /// The height of a list's end footer at the default text sizes; it grows with its text.
    public static let listEndHeight = 44.0

    /// `content` with a footer after its last item saying that the list has ended (nothing more will load), so
    /// that a person scrolling to the bottom knows it is the end rather than a page still to come. Only for a list
    /// that has no further page: a list that loads more shows its activity row there instead.
    public func endingList(_ content: ScreenContent, area: ContentArea, text: String = "End of list") -> ScreenContent {
        let bottom = content.sections.flatMap(\.items).map(\.frame.maxY).max() ?? 0
        let height = max(Self.listEndHeight, controlHeight(for: text, style: .footnote, width: area.width - 16))
        let frame = Rect(x: 0, y: bottom + 8, width: area.width, height: height)
        let item = LayoutItem(
            id: "list-end",
            kind: .listEnd,
            frame: frame,
            parts: [label(text, in: frame, style: .footnote, color: palette.secondaryLabel)]
        )
        var ended = content
        ended.sections.append(LayoutSection(id: "list-end", items: [item]))
        ended.height = max(content.height, frame.maxY + 8)
        return ended
    }
}
