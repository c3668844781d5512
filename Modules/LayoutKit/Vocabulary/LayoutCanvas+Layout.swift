extension LayoutCanvas {
    /// What laying `root` out for `proposal` at `origin` gives: its size, the items it made and the parts drawn
    /// outside any item.
    public static func layout(
        _ root: any LayoutElement,
        proposal: ProposedSize,
        at origin: Point = Point(x: 0, y: 0),
        in environment: LayoutEnvironment
    ) -> (size: Size, items: [LayoutItem], parts: [LayoutPart]) {
        var canvas = LayoutCanvas(environment: environment)
        let measured = root.measured(proposal, in: environment)
        canvas.place(measured, at: origin)
        return (measured.size, canvas.items, canvas.parts)
    }
}
