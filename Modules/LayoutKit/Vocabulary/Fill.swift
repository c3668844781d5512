/// A leaf shape filling the size it is offered, in a palette colour, optionally shaded from one colour to another
/// (SwiftUI's `Rectangle`, `RoundedRectangle`, `Circle` and `fill`).
public struct Fill: LayoutElement {
    let kind: LayoutPart.Shape.Kind
    let color: PaletteColor
    let cornerRadius: Double
    let role: LayoutPart.Shape.Role?
    let gradient: (axis: LayoutPart.Shape.Gradient.Axis, colors: [PaletteColor])?

    /// Creates a shape.
    public init(
        _ kind: LayoutPart.Shape.Kind,
        _ color: PaletteColor,
        cornerRadius: Double = 0,
        role: LayoutPart.Shape.Role? = nil,
        gradient: (axis: LayoutPart.Shape.Gradient.Axis, colors: [PaletteColor])? = nil
    ) {
        self.kind = kind
        self.color = color
        self.cornerRadius = cornerRadius
        self.role = role
        self.gradient = gradient
    }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        proposal.filling
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        let palette = canvas.environment.palette
        canvas.draw(
            .shape(
                .init(
                    kind: kind,
                    frame: frame,
                    fill: palette[keyPath: color],
                    cornerRadius: min(cornerRadius, min(frame.width, frame.height) / 2),
                    role: role,
                    gradient: gradient.map { .init(axis: $0.axis, colors: $0.colors.map { palette[keyPath: $0] }) }
                )
            )
        )
    }
}
