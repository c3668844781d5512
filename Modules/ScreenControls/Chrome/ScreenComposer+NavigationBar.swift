import LayoutKit

extension ScreenComposer {
    /// The navigation bar: the bar buttons at its sides and the title between them on one row; when the title needs
    /// more than one line (large text sizes), it wraps onto up to two lines between the buttons, or, when the buttons
    /// leave it too little room, onto a row of its own under them, as wide as the bar. The bar is as tall as that.
    func navigationBar(_ chrome: ScreenChrome, y: Double, width: Double, insets: EdgeInsets) -> [LayoutItem] {
        let bodySize = barTraits.size(.body)
        let titleSize = barTraits.size(.headline)
        let titleLine = measurer.lineHeight(fontSize: titleSize)
        // The sides are as wide as the wider bar button's title needs (the title stays centred), so a long title
        // keeps the room the buttons do not use.
        let titles = [chrome.leading, chrome.trailing].compactMap { $0?.title }
        let safeWidth = width - insets.left - insets.right
        let neededWidth = max(
            Controls.minimumTapSize + 8,
            (titles.map { measurer.width(of: $0, fontSize: bodySize, weight: .regular) }.max() ?? 0) + 32
        )
        let besideButtons = titles.isEmpty ? 16 : min(safeWidth / 2, neededWidth)
        let besideWidth = max(40, safeWidth - 2 * besideButtons)
        let besideLines = measurer.lines(
            for: chrome.title,
            width: besideWidth,
            fontSize: titleSize,
            weight: .bold,
            maxLines: 0
        ).count
        // Without buttons the title has the whole bar and never needs a row of its own.
        let stacked = !titles.isEmpty && (besideLines > 2 || (besideLines == 2 && besideWidth < safeWidth / 3))
        // With the title on a row of its own, the buttons share the bar's width.
        let buttonWidth = stacked ? min(safeWidth / Double(titles.count), neededWidth) : besideButtons
        // The buttons' row is as tall as their titles need, wrapped to the buttons' width.
        let rowHeight = max(
            Self.navigationBarHeight,
            titleLine + 16,
            titles.map { barControls.controlHeight(for: $0, style: .body, width: buttonWidth - 24) }.max() ?? 0
        )
        let titleX = stacked ? insets.left + 16 : insets.left + buttonWidth
        let titleWidth = stacked ? safeWidth - 32 : besideWidth
        let titleTop = stacked ? y + rowHeight : y
        var titleRun = barControls.text(
            chrome.title,
            x: titleX,
            y: titleTop,
            width: titleWidth,
            style: .headline,
            weight: .bold,
            alignment: .center,
            maxLines: stacked ? 3 : max(1, min(titles.isEmpty ? 3 : 2, besideLines))
        )
        let titleRow = stacked ? titleRun.frame.height + 8 : max(rowHeight, titleRun.frame.height + 8)
        let barHeight = stacked ? rowHeight + titleRow : titleRow
        titleRun.frame.y = titleTop + (titleRow - titleRun.frame.height) / 2
        if !stacked, besideLines <= 1 {
            // One line: centred on the bar as it always was.
            titleRun.frame.y = y + barHeight / 2 - titleLine / 2
        }
        let frame = Rect(x: 0, y: y, width: width, height: barHeight)
        let buttonRow = stacked ? rowHeight : barHeight
        var items = [
            LayoutItem(
                id: "navigation-bar",
                kind: .navigationBar,
                frame: frame,
                parts: [
                    .shape(.init(kind: .roundedRect, frame: frame, fill: palette.barBackground)),
                    .shape(
                        .init(
                            kind: .line,
                            frame: Rect(x: 0, y: frame.maxY - 0.5, width: width, height: 0.5),
                            fill: palette.separator
                        )
                    ),
                    .text(titleRun),
                ]
            )
        ]
        if let leading = chrome.leading {
            let buttonFrame = Rect(x: insets.left + 4, y: y, width: buttonWidth - 8, height: buttonRow)
            items.append(barButton(leading, frame: buttonFrame, alignment: .leading))
        }
        if let trailing = chrome.trailing {
            let buttonFrame = Rect(
                x: width - insets.right - buttonWidth + 4,
                y: y,
                width: buttonWidth - 8,
                height: buttonRow
            )
            items.append(barButton(trailing, frame: buttonFrame, alignment: .trailing))
        }
        return items
    }

    func barButton(_ button: ScreenChrome.BarButton, frame: Rect, alignment: TextAlignment) -> LayoutItem {
        LayoutItem(
            id: button.id,
            kind: .button,
            frame: frame,
            parts: [
                barControls.label(button.title, in: frame, style: .body, color: palette.tint, alignment: alignment)
            ],
            action: button.action
        )
    }
}
