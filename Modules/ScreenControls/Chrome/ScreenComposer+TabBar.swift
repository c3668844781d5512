import LayoutKit

extension ScreenComposer {
    /// The gap above a tab's icon, the icon's height, and the gap between it and the title.
    static let tabIconTop = 5.0
    static let tabIconHeight = 22.0
    static let tabIconGap = 2.0

    /// The tab bar's height above the home indicator: 49 points, or as tall as its icons and titles need (titles
    /// wrapped to their tab's width) at large text sizes.
    func tabBarHeight(_ tabs: ScreenChrome.Tabs, width: Double) -> Double {
        let tabWidth = width / Double(max(1, tabs.options.count))
        let titles = tabs.options.map { titleHeight($0.title, width: tabWidth) }
        let needed = Self.tabIconTop + Self.tabIconHeight + Self.tabIconGap + (titles.max() ?? 0) + 4
        return max(Self.tabBarHeight, needed.rounded(.up))
    }

    /// The tab bar as iOS draws it: each tab's symbol over its title; the chosen tab's symbol filled and both in
    /// the tint (its title bold), the others' symbols outlined and grey, so the choice is told by shape and weight,
    /// not colour alone. The chosen symbol is the selection's indicator.
    func tabBar(
        _ tabs: ScreenChrome.Tabs,
        bottom: Double,
        height: Double,
        width: Double,
        insets: EdgeInsets
    ) -> LayoutItem {
        let frame = Rect(x: 0, y: bottom - insets.bottom - height, width: width, height: height + insets.bottom)
        var parts: [LayoutPart] = [
            .shape(.init(kind: .roundedRect, frame: frame, fill: palette.barBackground)),
            .shape(
                .init(kind: .line, frame: Rect(x: 0, y: frame.y, width: width, height: 0.5), fill: palette.separator)
            ),
        ]
        let tabWidth = (width - insets.left - insets.right) / Double(max(1, tabs.options.count))
        var segments: [LayoutSegment] = []
        for (index, option) in tabs.options.enumerated() {
            let tabFrame = Rect(x: insets.left + Double(index) * tabWidth, y: frame.y, width: tabWidth, height: height)
            let selected = option.value == tabs.selected
            let color = selected ? palette.tint : palette.secondaryLabel
            let glyph = option.icon ?? .star
            let iconFrame = glyph.frame(x: 0, y: tabFrame.y + Self.tabIconTop, height: Self.tabIconHeight)
            var icon = LayoutPart.Shape.glyph(
                selected ? glyph.contours : glyph.outlineContours,
                in: Rect(
                    x: tabFrame.midX - iconFrame.width / 2,
                    y: iconFrame.y,
                    width: iconFrame.width,
                    height: iconFrame.height
                ),
                fill: color
            )
            if selected { icon.role = .indicator }
            parts.append(.shape(icon))
            let titleTop = Self.tabIconTop + Self.tabIconHeight + Self.tabIconGap
            parts.append(
                barControls.label(
                    option.title,
                    in: Rect(
                        x: tabFrame.x,
                        y: tabFrame.y + titleTop,
                        width: tabWidth,
                        height: titleHeight(option.title, width: tabWidth)
                    ),
                    style: .caption1,
                    weight: selected ? .bold : .regular,
                    color: color,
                    size: titleSize
                )
            )
            segments.append(
                LayoutSegment(value: option.value, title: option.title, frame: tabFrame, action: option.action)
            )
        }
        if insets.bottom > 0 { parts.append(indicatorShape(bottom: bottom, width: width)) }
        return LayoutItem(
            id: "tab-bar",
            kind: .tabBar,
            frame: frame,
            parts: parts,
            selected: .segment(tabs.selected),
            segments: segments
        )
    }

    /// A tab title's size: caption 1 (12 pt at Large; iOS draws 10, under this project's 11-pt floor) at the bars'
    /// text size, which keeps it within 1.35 × its size.
    var titleSize: Double { barTraits.size(.caption1) }

    /// The height of a tab's title wrapped to its tab (`width`, less the label's insets), in bold as when chosen.
    private func titleHeight(_ title: String, width: Double) -> Double {
        let size = titleSize
        let lines = measurer.lines(for: title, width: max(1, width - 16), fontSize: size, weight: .bold, maxLines: 0)
        return Double(max(1, lines.count)) * measurer.lineHeight(fontSize: size)
    }
}
