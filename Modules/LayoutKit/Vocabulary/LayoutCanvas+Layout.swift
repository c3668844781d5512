extension LayoutCanvas {
    /// What laying `root` out for `proposal` at `origin` gives: its size, the items it made, the parts drawn
    /// outside any item and the frames of its anchors.
    public static func layout(
        _ root: any LayoutElement,
        proposal: ProposedSize,
        at origin: Point = Point(x: 0, y: 0),
        in environment: LayoutEnvironment
    ) -> (size: Size, items: [LayoutItem], parts: [LayoutPart], anchors: [String: Rect]) {
        var canvas = LayoutCanvas(environment: environment)
        let measured = root.measured(proposal, in: environment)
        canvas.place(measured, at: origin)
        return (measured.size, canvas.items, canvas.parts, canvas.anchors)
    }
}
