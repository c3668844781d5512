public import LayoutKit

/// Puts a feature's content into a phone or tablet screen: status bar, navigation bar, the controls under it,
/// content inside the safe area, and a tab bar or home indicator at the bottom. Content never sits under a bar.
///
/// ```swift
/// let document = ScreenComposer(measurer: measurer).compose(
///     feature: "recipes", screen: "list", device: device, orientation: .portrait,
///     chrome: ScreenChrome(title: "Recipes")
/// ) { area in layout.content(recipes, in: area) }
/// ```
public struct ScreenComposer: Sendable {
    /// The bars' heights at the default text sizes; they grow with their text at larger sizes.
    public static let navigationBarHeight = 44.0
    public static let tabBarHeight = 49.0

    let measurer: any TextMeasuring
    let controls: Controls
    /// Controls for the bars, at ``barTraits``.
    let barControls: Controls
    /// ``traits`` for the bars: text no larger than ``ScreenTraits/largestBarTextSize``.
    var barTraits: ScreenTraits { traits.forBars }
    /// The text size, appearance and direction of the screens it composes (and of their ``ContentArea``).
    public let traits: ScreenTraits

    /// Creates a composer measuring text with `measurer`, for screens with `traits`.
    public init(measurer: any TextMeasuring, traits: ScreenTraits = .standard) {
        self.measurer = measurer
        self.traits = traits
        self.controls = Controls(measurer: measurer, traits: traits)
        self.barControls = Controls(measurer: measurer, traits: traits.forBars)
    }

    /// The colours of ``traits``' appearance.
    var palette: Palette { traits.palette }

    /// The screen: `content` is laid out in a ``ContentArea`` inside the safe area, below the bars.
    public func compose(
        feature: String,
        screen: String,
        device: DeviceProfile,
        orientation: ScreenOrientation,
        chrome: ScreenChrome,
        content: (ContentArea) -> ScreenContent
    ) -> LayoutDocument {
        var chrome = chrome
        // Right to left, the back chevron is drawn flipped (the frames are mirrored after layout, below).
        if let leading = chrome.leading { chrome.leading?.title = leading.title(in: traits.direction) }
        let size = device.size(in: orientation)
        let insets = device.safeAreaInsets(in: orientation)
        let safeWidth = size.width - insets.left - insets.right
        var bars: [LayoutItem] = []
        if insets.top > 0 { bars.append(statusBar(width: size.width, height: insets.top, device: device)) }
        let navigationY = insets.top
        bars += navigationBar(chrome, y: navigationY, width: size.width, insets: insets)
        var y = bars.first { $0.kind == .navigationBar }?.frame.maxY ?? navigationY + Self.navigationBarHeight
        var controlItems: [LayoutItem] = []
        for accessory in chrome.accessories {
            let item = self.accessory(accessory, y: y, x: insets.left, width: safeWidth)
            controlItems.append(item)
            y = item.frame.maxY + (item.kind == .banner ? 0 : 8)
        }
        let tabHeight = chrome.tabs.map { tabBarHeight($0, width: size.width - insets.left - insets.right) } ?? 0
        let area = ContentArea(
            width: safeWidth,
            height: max(0, size.height - y - tabHeight - insets.bottom),
            sizeClass: device.sizeClass(in: orientation),
            orientation: orientation,
            traits: traits
        )
        let contentTop = y
        // A detail screen ends at the height limit, chrome included; no item of any screen is taller than it.
        let maxContentY = screen == "detail" ? DocumentCut.maxHeight - contentTop - tabHeight - insets.bottom : nil
        let (laidOut, cut) = content(area).cut(below: maxContentY)
        let height = max(size.height, contentTop + laidOut.height + tabHeight + insets.bottom)
        if let tabs = chrome.tabs {
            bars.append(tabBar(tabs, bottom: height, height: tabHeight, width: size.width, insets: insets))
        } else if insets.bottom > 0 {
            bars.append(homeIndicator(bottom: height, width: size.width, inset: insets.bottom))
        }
        var sections: [LayoutSection] = []
        if !controlItems.isEmpty { sections.append(LayoutSection(id: "controls", items: controlItems)) }
        sections += laidOut.sections.map { $0.offsetBy(dx: insets.left, dy: contentTop) }
        // Bars last: they are drawn over content scrolled beneath them.
        sections.append(LayoutSection(id: "chrome", items: bars))
        var document = LayoutDocument(
            feature: feature,
            screen: screen,
            profile: device,
            orientation: orientation,
            contentSize: Size(width: size.width, height: height),
            sections: sections
        )
        document.safeArea = Rect(
            x: insets.left,
            y: insets.top,
            width: safeWidth,
            height: height - insets.top - insets.bottom
        )
        // The page is the appearance's; nil (white) in light, so light documents stay as they were.
        document.background = palette.documentBackground
        document.traits = traits == .standard ? nil : traits
        document.transition = chrome.transition
        document.window = laidOut.window
        document.panes =
            laidOut.panes.isEmpty ? nil : laidOut.panes.map { $0.offsetBy(dx: insets.left, dy: contentTop) }
        // In the document's terms: the limit, and how tall the whole screen would have been.
        document.cut = cut.map { cut in
            guard maxContentY != nil, cut.height < DocumentCut.maxHeight else { return cut }
            return DocumentCut(
                fullHeight: contentTop + cut.fullHeight + tabHeight + insets.bottom,
                height: height,
                items: cut.items
            )
        }
        document.traits = traits == .standard ? nil : traits
        // Mirrored once, here, after the left-to-right layout: every feature's screens read right to left alike.
        if traits.direction == .rightToLeft { document = document.mirroredForRightToLeft() }
        AccessibilityTree.annotate(&document)
        return document
    }

    private func accessory(_ accessory: ScreenChrome.Accessory, y: Double, x: Double, width: Double) -> LayoutItem {
        var inner = Rect(x: x + 16, y: y + 8, width: width - 32, height: Controls.minimumTapSize)
        switch accessory {
        case .segmented(let id, let options, let selected):
            return barControls.segmentedControl(id: id, options: options, selected: selected, frame: inner)
        case .search(let query, let placeholder, let action):
            let shown = query.isEmpty ? placeholder : query
            let glyph = (12 * barTraits.size(.callout) / TextStyle.callout.size).rounded()
            // As the field lays its text out: beside the magnifier and, when it holds text, the clear button.
            let clearRoom = query.isEmpty ? 0 : (16 * barTraits.size(.callout) / TextStyle.callout.size).rounded() + 8
            let lines = barControls.wholeWordLines(
                shown,
                style: .callout,
                width: inner.width - 12 - glyph - 16 - clearRoom
            )
            inner.height = max(
                Controls.minimumTapSize,
                Double(lines) * measurer.lineHeight(fontSize: barTraits.size(.callout)) + 16
            )
            return barControls.searchField(
                id: "search",
                query: query,
                placeholder: placeholder,
                action: action,
                frame: inner
            )
        case .banner(let id, let text, let tone, let button):
            return banner(id: id, text: text, tone: tone, button: button, y: y, x: x, width: width)
        }
    }

    private func banner(
        id: String,
        text: String,
        tone: ScreenChrome.BannerTone,
        button: ScreenChrome.BarButton?,
        y: Double,
        x: Double,
        width: Double
    ) -> LayoutItem {
        // The button is as wide as its title; when that leaves the text under half the banner or too narrow for one
        // of its words (large text sizes), the button goes under the text, at the trailing edge.
        let titleWidth = button.map { measurer.width(of: $0.title, fontSize: traits.size(.subheadline), weight: .bold) }
        let buttonWidth = titleWidth.map { min(width - 32, max(88, $0 + 24)) } ?? 0
        let besideWidth = width - 32 - buttonWidth
        let widestWord =
            text.split(whereSeparator: \.isWhitespace).map {
                measurer.width(of: String($0), fontSize: traits.size(.subheadline), weight: .regular)
            }.max() ?? 0
        let below = buttonWidth > 0 && (besideWidth < (width - 32) / 2 || widestWord > besideWidth)
        let buttonHeight =
            button.map {
                controls.controlHeight(for: $0.title, style: .subheadline, weight: .bold, width: buttonWidth - 16)
            } ?? 0
        let run = controls.text(
            text,
            x: x + 16,
            y: y + 10,
            width: width - 32 - (below ? 0 : buttonWidth),
            style: .subheadline,
            color: tone.colors(in: palette).text,
            // What the banner says matters more than the room it takes: no limit at accessibility sizes.
            maxLines: traits.textSize.isAccessibilityCategory ? 0 : traits.lines(4, style: .subheadline)
        )
        let height =
            below
            ? run.frame.height + 20 + buttonHeight + 8
            : max(Controls.minimumTapSize + 8, run.frame.height + 20, buttonHeight + 8)
        var placed = run
        placed.frame.y = below ? y + 10 : y + (height - run.frame.height) / 2
        let frame = Rect(x: x, y: y, width: width, height: height)
        var parts: [LayoutPart] = [
            .shape(.init(kind: .roundedRect, frame: frame, fill: tone.colors(in: palette).background)),
            .text(placed),
        ]
        var action: LayoutAction?
        if let button {
            let buttonFrame = Rect(
                x: frame.maxX - 8 - buttonWidth,
                y: below ? placed.frame.maxY + 10 : frame.midY - buttonHeight / 2,
                width: buttonWidth,
                height: buttonHeight
            )
            parts.append(
                controls.label(button.title, in: buttonFrame, style: .subheadline, weight: .bold, color: palette.tint)
            )
            action = button.action
        }
        return LayoutItem(id: id, kind: .banner, frame: frame, parts: parts, action: action)
    }

    private func homeIndicator(bottom: Double, width: Double, inset: Double) -> LayoutItem {
        LayoutItem(
            id: "home-indicator",
            kind: .homeIndicator,
            frame: Rect(x: 0, y: bottom - inset, width: width, height: inset),
            parts: [indicatorShape(bottom: bottom, width: width)]
        )
    }

    func indicatorShape(bottom: Double, width: Double) -> LayoutPart {
        .shape(
            .init(
                kind: .roundedRect,
                frame: Rect(x: width / 2 - 67, y: bottom - 13, width: 134, height: 5),
                fill: palette.label,
                cornerRadius: 2.5
            )
        )
    }
}
