import Foundation
public import LayoutKit

/// Builds the controls screens share, as layout items with a kind and an action: buttons, links, activity
/// indicators, segmented controls, search fields, banners and the message a screen shows when it has no content.
/// Every tappable control is at least ``minimumTapSize`` points each way.
public struct Controls: Sendable {
    /// Apple's smallest comfortable tap target.
    public static let minimumTapSize = 44.0

    let measurer: any TextMeasuring
    /// The text size, appearance and direction the controls are built for.
    public let traits: ScreenTraits

    /// Creates controls measuring text with `measurer`, for screens with `traits`.
    public init(measurer: any TextMeasuring, traits: ScreenTraits = .standard) {
        self.measurer = measurer
        self.traits = traits
    }

    /// The colours of ``traits``' appearance.
    public var palette: Palette { traits.palette }

    /// The environment a layout-vocabulary tree drawn beside these controls is laid out in: the same traits and
    /// measurer.
    public var environment: LayoutEnvironment { LayoutEnvironment(traits: traits, measurer: measurer) }

    /// A text part of one or more lines at (x, y), as tall as its lines, set in `style` at the traits' text size (at
    /// `size` when given: only a fixed-size tile shrinks its text), in `color` (the palette's label when nil).
    public func text(
        _ string: String,
        x: Double,
        y: Double,
        width: Double,
        style: TextStyle,
        size: Double? = nil,
        role: TextRole = .primary,
        weight: FontWeight = .regular,
        color: String? = nil,
        alignment: TextAlignment = .leading,
        maxLines: Int = 1
    ) -> LayoutPart.TextRun {
        let size = size ?? traits.size(style)
        let lines = measurer.lines(for: string, width: width, fontSize: size, weight: weight, maxLines: maxLines)
        let height = Double(max(1, lines.count)) * measurer.lineHeight(fontSize: size)
        return LayoutPart.TextRun(
            text: string,
            frame: Rect(x: x, y: y, width: width, height: height),
            fontSize: size,
            style: style,
            role: role,
            weight: weight,
            color: color ?? palette.label,
            alignment: alignment,
            maxLines: maxLines,
            lines: lines,
            measurer: measurer
        )
    }

    /// A button: a ``Palette/filledTint`` fill with `onTint` text, or (`filled` false) tint text alone; a `destructive` one (Delete)
    /// in the palette's accessible red instead of the tint.
    public func button(
        id: String,
        title: String,
        frame: Rect,
        action: LayoutAction,
        filled: Bool = true,
        destructive: Bool = false
    ) -> LayoutItem {
        let accent = destructive ? palette.destructive : palette.tint
        var parts: [LayoutPart] = []
        if filled {
            let fill = destructive ? palette.destructive : palette.filledTint
            parts.append(.shape(.init(kind: .roundedRect, frame: frame, fill: fill, cornerRadius: 10)))
        }
        parts.append(
            label(title, in: frame, style: .headline, weight: .bold, color: filled ? palette.onTint : accent)
        )
        return LayoutItem(id: id, kind: .button, frame: frame, parts: parts, action: action)
    }

    /// A link: tint text, the whole row tappable, `href` the URL it opens; `action` what the app does with it.
    public func link(
        id: String,
        text string: String,
        href: String,
        x: Double,
        y: Double,
        width: Double,
        action: LayoutAction?,
        label: String? = nil
    )
        -> LayoutItem
    {
        // Underlined, and whole: a long URL wraps after its separators rather than being cut.
        var run = text(
            string,
            x: x,
            y: y,
            width: width,
            style: .subheadline,
            color: palette.tint,
            maxLines: traits.lines(4, style: .subheadline)
        )
        run.underline = true
        let height = max(Self.minimumTapSize, run.frame.height)
        var centred = run
        centred.frame.y = y + (height - run.frame.height) / 2
        return LayoutItem(
            id: id,
            kind: .link,
            frame: Rect(x: x, y: y, width: width, height: height),
            parts: [.text(centred)],
            action: action,
            href: href,
            // A link reads as where it goes in words; its address is the value.
            accessibility: label.map { .init(label: $0, traits: [.link], value: URL(string: href)?.host ?? href) }
        )
    }

    /// A spinning activity indicator: eight spokes, fading round, in a 44-point square centred on `center`.
    public func activityIndicator(id: String, center: Point) -> LayoutItem {
        let side = Self.minimumTapSize
        let frame = Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
        var parts: [LayoutPart] = []
        for spoke in 0..<8 {
            let angle = Double(spoke) * .pi / 4
            let x = center.x + 10 * sin(angle) - 2
            let y = center.y - 10 * cos(angle) - 2
            let alpha = String(format: "%02X", 60 + spoke * 24)
            parts.append(
                .shape(
                    .init(
                        kind: .circle,
                        frame: Rect(x: x, y: y, width: 4, height: 4),
                        fill: palette.systemGray + alpha
                    )
                )
            )
        }
        return LayoutItem(id: id, kind: .activityIndicator, frame: frame, parts: parts)
    }

    /// A segmented control across `frame`'s width: one segment per option, `selected` highlighted; a tap on a segment
    /// sends its action. When the titles do not fit side by side (large text sizes), the segments wrap onto rows,
    /// each as tall as its titles need, so no title is cut; the control is then taller than `frame`.
    public func segmentedControl(
        id: String,
        options: [ScreenChrome.Option],
        selected: String,
        frame: Rect
    ) -> LayoutItem {
        let grid = segmentGrid(options, width: frame.width)
        let frame = Rect(x: frame.x, y: frame.y, width: frame.width, height: grid.rowHeight * Double(grid.rows))
        var parts: [LayoutPart] = [
            .shape(.init(kind: .roundedRect, frame: frame, fill: palette.controlBackground, cornerRadius: 9))
        ]
        let width = frame.width / Double(grid.columns)
        var segments: [LayoutSegment] = []
        for (index, option) in options.enumerated() {
            let segmentFrame = Rect(
                x: frame.x + Double(index % grid.columns) * width,
                y: frame.y + Double(index / grid.columns) * grid.rowHeight,
                width: width,
                height: grid.rowHeight
            )
            let isSelected = option.value == selected
            if isSelected {
                // The chosen segment is a tint pill (4.9:1 on the control's grey in light, 5.3:1 in dark), its title on-tint.
                parts.append(
                    .shape(
                        .init(
                            kind: .roundedRect,
                            frame: segmentFrame.inset(by: EdgeInsets(all: 3)),
                            fill: palette.filledTint,
                            cornerRadius: 7,
                            role: .indicator
                        )
                    )
                )
            }
            parts.append(
                label(
                    option.title,
                    in: segmentFrame,
                    style: .subheadline,
                    weight: isSelected ? .bold : .regular,
                    color: isSelected ? palette.onTint : palette.label
                )
            )
            segments.append(
                LayoutSegment(
                    value: option.value,
                    title: option.title,
                    frame: segmentFrame,
                    action: option.action
                )
            )
        }
        return LayoutItem(
            id: id,
            kind: .segmentedControl,
            frame: frame,
            parts: parts,
            selected: .segment(selected),
            segments: segments
        )
    }

    /// What a screen shows instead of content (empty, failed, offline with nothing saved): a title, a sentence in
    /// words a person uses, and optionally a button, centred in `area`. `detail` (the URL, host or status behind a
    /// failure) is never drawn: it is the item's ``LayoutItem/diagnostic``.
    public func message(
        id: String,
        title: String,
        message: String,
        detail: String? = nil,
        button: (title: String, action: LayoutAction)?,
        area: ContentArea
    ) -> ScreenContent {
        let width = min(area.width - 32, 420)
        let x = (area.width - width) / 2
        let titleRun = text(
            title,
            x: x,
            y: 0,
            width: width,
            style: .title3,
            weight: .bold,
            alignment: .center,
            maxLines: traits.lines(2, style: .title3)
        )
        var messageRun = text(
            message,
            x: x,
            y: 0,
            width: width,
            style: .callout,
            color: palette.secondaryLabel,
            alignment: .center,
            maxLines: traits.lines(6, style: .callout)
        )
        let buttonHeight =
            button.map { button in
                let width = min(
                    area.width - 32,
                    max(160, measurer.width(of: button.title, fontSize: traits.size(.headline), weight: .bold) + 40)
                )
                return controlHeight(for: button.title, style: .headline, weight: .bold, width: width - 16) + 20
            } ?? 0
        let total = titleRun.frame.height + 8 + messageRun.frame.height + buttonHeight
        let top = max(24, (area.height - total) / 2)
        var titleFrame = titleRun
        titleFrame.frame.y = top
        messageRun.frame.y = titleFrame.frame.maxY + 8
        let textBottom = messageRun.frame.maxY
        var shown = LayoutItem(
            id: id,
            kind: .message,
            frame: Rect(x: x, y: top, width: width, height: textBottom - top),
            parts: [.text(titleFrame), .text(messageRun)],
            accessibility: .init(label: "\(title). \(message)", traits: [.staticText])
        )
        // The technical detail (a status, a host) stays in the document's data, for tests, logs and --verbose.
        shown.diagnostic = detail
        var items = [shown]
        if let button {
            // As wide as its title needs, so the title is never cut.
            let buttonWidth = min(
                area.width - 32,
                max(160, measurer.width(of: button.title, fontSize: traits.size(.headline), weight: .bold) + 40)
            )
            let frame = Rect(
                x: area.width / 2 - buttonWidth / 2,
                y: textBottom + 20,
                width: buttonWidth,
                height: controlHeight(for: button.title, style: .headline, weight: .bold, width: buttonWidth - 16)
            )
            items.append(self.button(id: "\(id)-button", title: button.title, frame: frame, action: button.action))
        }
        let bottom = items.map(\.frame.maxY).max() ?? 0
        return ScreenContent(sections: [LayoutSection(id: id, items: items)], height: max(area.height, bottom + 24))
    }

    /// What a screen shows when its first load failed, with a Retry button sending `retry` (the feature's retry
    /// event): offline with nothing loaded before (`offline` id), or another failure in words that fit its kind
    /// (`error` id), the technical detail kept as the item's diagnostic. `what` names the data ("recipes").
    public func loadFailed(
        _ what: String,
        failure: LoadFailure,
        retry action: LayoutAction,
        area: ContentArea
    ) -> ScreenContent {
        let retry = (title: "Try Again", action: action)
        guard failure.kind != .offline else {
            return self.message(
                id: "offline",
                title: "You're offline",
                message: what.prefix(1).uppercased() + what.dropFirst()
                    + " appear here once they have loaded. Connect to the internet and try again.",
                detail: failure.detail.isEmpty ? nil : failure.detail,
                button: retry,
                area: area
            )
        }
        return self.message(
            id: "error",
            title: "Couldn't load \(what)",
            message: failure.sentence(loading: what),
            detail: failure.detail.isEmpty ? nil : failure.detail,
            button: retry,
            area: area
        )
    }

    /// The first load in flight: an activity indicator with a line saying what is loading, centred in `area`.
    public func loading(_ what: String, area: ContentArea) -> ScreenContent {
        let center = Point(x: area.width / 2, y: max(60, area.height / 2 - 30))
        let indicator = activityIndicator(id: "loading", center: center)
        let caption = text(
            what,
            x: 16,
            y: indicator.frame.maxY + 8,
            width: area.width - 32,
            style: .subheadline,
            color: palette.secondaryLabel,
            alignment: .center,
            maxLines: traits.lines(1, style: .subheadline)
        )
        let label = LayoutItem(id: "loading-caption", kind: .label, frame: caption.frame, parts: [.text(caption)])
        return ScreenContent(
            sections: [LayoutSection(id: "loading", items: [indicator, label])],
            height: max(area.height, label.frame.maxY + 24)
        )
    }

    /// An activity row at the end of a list (the next page loading), `width` wide at `y`.
    public func activityRow(id: String, y: Double, width: Double) -> LayoutItem {
        var item = activityIndicator(id: id, center: Point(x: width / 2, y: y + 30))
        item.frame = Rect(x: 0, y: y, width: width, height: 60)
        return item
    }
}
