import UnicodeText

/// Right-to-left screens, as iOS lays them out for Arabic and Hebrew: the left-to-right screen mirrored about the
/// content's vertical centre line, once, after layout, so every feature gets it without a layout of its own.
///
/// What moves: every item's, part's and segment's frame, section headers and the safe area. The back control and
/// leading bar items end up on the right, avatars on the right of their rows, segments and tabs in reverse visual
/// order (their list keeps its logical order: the first segment is the leading one). What does not: the text inside
/// a run (its order is the bidi algorithm's, its direction its own), pictures' content (an image slot moves, the photo
/// is not flipped), and the vertical layout.
///
/// ```swift
/// var document = composer.compose(...) { area in content }   // ScreenComposer does this for rtl traits
/// document = document.mirroredForRightToLeft()
/// ```
extension LayoutDocument {
    /// This document mirrored about its content's vertical centre line; a push comes in from the other side.
    public func mirroredForRightToLeft() -> LayoutDocument {
        let width = contentSize.width
        var mirrored = self
        mirrored.sections = sections.map { $0.mirrored(within: width) }
        mirrored.safeArea = safeArea?.mirrored(within: width)
        mirrored.panes = panes?.map {
            ScrollPane(id: $0.id, frame: $0.frame.mirrored(within: width), sections: $0.sections)
        }
        // A pushed screen slides in from the leading edge, which is now the left one.
        mirrored.transition = transition.map { transition in
            switch transition {
            case .slideLeft: .slideRight
            case .slideRight: .slideLeft
            case .slideUp, .slideDown: transition
            }
        }
        return mirrored
    }
}

extension LayoutSection {
    /// This section mirrored within a content `width` wide.
    public func mirrored(within width: Double) -> LayoutSection {
        LayoutSection(
            id: id,
            title: title,
            headerFrame: headerFrame?.mirrored(within: width),
            items: items.map { $0.mirrored(within: width) }
        )
    }
}

extension LayoutItem {
    /// This item mirrored within a content `width` wide: its frame, parts and segments.
    public func mirrored(within width: Double) -> LayoutItem {
        var mirrored = self
        mirrored.frame = frame.mirrored(within: width)
        mirrored.parts = parts.map { $0.mirrored(within: width) }
        mirrored.segments = segments?.map { segment in
            var segment = segment
            segment.frame = segment.frame.mirrored(within: width)
            return segment
        }
        return mirrored
    }
}

extension LayoutPart {
    /// This part mirrored within a content `width` wide. A run's alignment is in its own paragraph's direction
    /// (leading is the right edge of a right-to-left paragraph; the renderers draw it so): on a right-to-left
    /// screen every paragraph starts at the right, so a left-to-right run (a Latin name) swaps leading and
    /// trailing, and a right-to-left run keeps them. A run without a strong character ("★ 693", "9:41") has no
    /// direction of its own: it takes the screen's (the bidi algorithm's rule HL1), so its symbol leads from the
    /// right ("693 ★") while the digits keep their order.
    public func mirrored(within width: Double) -> LayoutPart {
        switch self {
        case .image(var slot):
            slot.frame = slot.frame.mirrored(within: width)
            return .image(slot)
        case .text(var run):
            run.frame = run.frame.mirrored(within: width)
            if !run.isRightToLeft, BidiParagraph.firstStrongDirection(of: run.text.unicodeScalars) == nil {
                run.direction = .rightToLeft
            } else if !run.isRightToLeft {
                run.alignment = run.alignment.mirrored
            }
            return .text(run)
        case .shape(var shape):
            shape.frame = shape.frame.mirrored(within: width)
            // A gradient across runs from the leading edge: the right one, right to left.
            if var gradient = shape.gradient, gradient.axis == .horizontal {
                gradient.colors.reverse()
                shape.gradient = gradient
                shape.fill = gradient.colors.first ?? shape.fill
            }
            return .shape(shape)
        }
    }
}

extension TextAlignment {
    /// Leading and trailing swapped; centre stays.
    public var mirrored: TextAlignment {
        switch self {
        case .leading: .trailing
        case .center: .center
        case .trailing: .leading
        }
    }
}

extension Rect {
    /// This rectangle mirrored about the vertical line halfway across a content `width` wide.
    public func mirrored(within width: Double) -> Rect {
        Rect(x: width - maxX, y: y, width: self.width, height: height)
    }
}
