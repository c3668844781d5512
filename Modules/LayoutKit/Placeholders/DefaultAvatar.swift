/// The picture for someone whose profile has no avatar: a person's head and shoulders in a grey circle, drawn as
/// shapes. It is designed for the circle it fills and differs from ``Placeholder`` (an image that failed to load),
/// so a missing avatar and a broken one never look alike. Its colours are the palette's avatar colours.
public enum DefaultAvatar {
    /// The parts drawing the default avatar in `frame` (a square): in a circle, or in a rounded square of
    /// `cornerRadius`, in `palette`'s colours.
    public static func parts(in frame: Rect, cornerRadius: Double? = nil, palette: Palette) -> [LayoutPart] {
        let (background, figure) = (palette.avatarBackground, palette.avatarFigure)
        let side = min(frame.width, frame.height)
        let circle = Rect(x: frame.x, y: frame.y, width: side, height: side)
        let head = Rect(
            x: circle.midX - side * 0.19,
            y: circle.y + side * 0.18,
            width: side * 0.38,
            height: side * 0.38
        )
        // Shoulders: a wide rounded shape whose bottom stays inside the circle.
        let shoulders = Rect(
            x: circle.midX - side * 0.3,
            y: circle.y + side * 0.6,
            width: side * 0.6,
            height: side * 0.3
        )
        let back: LayoutPart =
            cornerRadius.map { .shape(.init(kind: .roundedRect, frame: circle, fill: background, cornerRadius: $0)) }
            ?? .shape(.init(kind: .circle, frame: circle, fill: background))
        return [
            back,
            .shape(.init(kind: .roundedRect, frame: shoulders, fill: figure, cornerRadius: side * 0.15)),
            .shape(.init(kind: .circle, frame: head, fill: figure)),
        ]
    }
}
