/// One item of the document (a card, a row, a button): its content measured and placed as any element, and the
/// parts it drew gathered into a ``LayoutItem`` whose frame is where it was placed.
public struct Cell: LayoutElement {
    let id: String
    let kind: LayoutItem.Kind
    let action: LayoutAction?
    let href: String?
    let selected: LayoutItem.Selection?
    let accessibility: LayoutItem.Accessibility?
    let content: any LayoutElement

    /// Creates a cell.
    public init(
        id: String,
        kind: LayoutItem.Kind,
        action: LayoutAction? = nil,
        href: String? = nil,
        selected: LayoutItem.Selection? = nil,
        accessibility: LayoutItem.Accessibility? = nil,
        content: () -> any LayoutElement
    ) {
        self.id = id
        self.kind = kind
        self.action = action
        self.href = href
        self.selected = selected
        self.accessibility = accessibility
        self.content = content()
    }

    public var layoutPriority: Double { content.layoutPriority }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        content.sizeThatFits(proposal, in: environment)
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        let measured = content.measured(proposal, in: canvas.environment)
        let parts = canvas.collectingParts { canvas in
            canvas.place(measured, at: frame.origin)
        }
        canvas.add(
            LayoutItem(
                id: id,
                kind: kind,
                frame: frame,
                parts: parts,
                action: action,
                href: href,
                selected: selected,
                accessibility: accessibility
            )
        )
    }
}
