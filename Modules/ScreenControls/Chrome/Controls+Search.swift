public import LayoutKit

extension Controls {
    /// A search field holding `query` (or a grey placeholder); a tap sends `action` (the feature's search event
    /// with the query) to edit it.
    public func searchField(
        id: String,
        query: String,
        placeholder: String,
        action: LayoutAction,
        frame: Rect
    ) -> LayoutItem {
        // The magnifier grows with the text beside it (12 points at Large); a field holding text ends in a clear
        // button (an × in a grey circle), as iOS draws them.
        let glyph = (12 * traits.size(.callout) / TextStyle.callout.size).rounded()
        let clearSide = query.isEmpty ? 0 : (16 * traits.size(.callout) / TextStyle.callout.size).rounded()
        let clearRoom = query.isEmpty ? 0 : clearSide + 8
        var parts: [LayoutPart] = [
            .shape(.init(kind: .roundedRect, frame: frame, fill: palette.fieldBackground, cornerRadius: 10)),
            .shape(
                SystemGlyph.magnifier.shape(
                    in: Rect(x: frame.x + 10, y: frame.midY - glyph / 2, width: glyph, height: glyph),
                    fill: palette.systemGray
                )
            ),
            label(
                query.isEmpty ? placeholder : query,
                in: Rect(
                    x: frame.x + 12 + glyph,
                    y: frame.y,
                    width: frame.width - 12 - glyph - clearRoom,
                    height: frame.height
                ),
                style: .callout,
                color: query.isEmpty ? palette.tertiaryLabel : palette.label,
                alignment: .leading,
                // Whole words only: a word too wide for the field ends it in an ellipsis. The placeholder is a hint,
                // not content (secondary); a query is the person's own text.
                maxLines: wholeWordLines(
                    query.isEmpty ? placeholder : query,
                    style: .callout,
                    width: frame.width - 12 - glyph - 16 - clearRoom
                ),
                role: query.isEmpty ? .secondary : .primary
            ),
        ]
        if !query.isEmpty {
            parts.append(
                .shape(
                    SystemGlyph.clear.shape(
                        in: Rect(
                            x: frame.maxX - 8 - clearSide,
                            y: frame.midY - clearSide / 2,
                            width: clearSide,
                            height: clearSide
                        ),
                        fill: palette.systemGray
                    )
                )
            )
        }
        return LayoutItem(
            id: id,
            kind: .searchField,
            frame: frame,
            parts: parts,
            action: action,
            accessibility: .init(label: placeholder, traits: [.searchField], value: query.isEmpty ? nil : query)
        )
    }
}
