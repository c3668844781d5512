import LayoutKit

extension ScreenComposer {
    /// The status bar as iOS draws it: the time at the leading edge; cellular bars, Wi-Fi and the battery (an
    /// outline with its level and terminal) at the trailing edge; and, on a phone with one, the Dynamic Island at
    /// the top centre. It keeps the system's size at every text size, as on iOS.
    func statusBar(width: Double, height: Double, device: DeviceProfile) -> LayoutItem {
        let size = TextStyle.subheadline.size
        let textHeight = measurer.lineHeight(fontSize: size)
        let y = max(0, (height - textHeight) / 2 + (height > 30 ? 4 : 0))
        let time = controls.text(
            "9:41",
            x: 24,
            y: y,
            width: 60,
            style: .subheadline,
            size: size,
            weight: .bold,
            alignment: .center
        )
        let middle = y + textHeight / 2
        var parts: [LayoutPart] = [
            .shape(
                .init(
                    kind: .roundedRect,
                    frame: Rect(x: 0, y: 0, width: width, height: height),
                    fill: palette.barBackground
                )
            ),
            .text(time),
        ]
        // Trailing, right to left: the battery, then Wi-Fi and the cellular bars, 6 points apart.
        let battery = Rect(x: width - 24 - 27, y: middle - 6, width: 24.5, height: 12)
        parts += batteryParts(battery)
        let wifiFrame = SystemGlyph.wifi.frame(x: 0, y: middle - 5.75, height: 11.5)
        let wifi = Rect(x: battery.x - 6 - wifiFrame.width, y: wifiFrame.y, width: wifiFrame.width, height: 11.5)
        let cellularFrame = SystemGlyph.cellular.frame(x: 0, y: middle - 5.5, height: 11)
        let cellular = Rect(
            x: wifi.x - 6 - cellularFrame.width,
            y: cellularFrame.y,
            width: cellularFrame.width,
            height: 11
        )
        parts.append(.shape(SystemGlyph.cellular.shape(in: cellular, fill: palette.label)))
        parts.append(.shape(SystemGlyph.wifi.shape(in: wifi, fill: palette.label)))
        if let island = device.dynamicIsland(width: width, statusBarHeight: height) {
            parts.append(
                .shape(
                    .init(
                        kind: .roundedRect,
                        frame: island,
                        fill: palette.sensorHousing,
                        cornerRadius: island.height / 2
                    )
                )
            )
        }
        return LayoutItem(
            id: "status-bar",
            kind: .statusBar,
            frame: Rect(x: 0, y: 0, width: width, height: height),
            parts: parts
        )
    }

    /// A battery at 100%: a rounded outline (a ring: the outline's colour, then the bar's inside it), the level
    /// filling it, and the terminal at its trailing end.
    private func batteryParts(_ frame: Rect) -> [LayoutPart] {
        let body = Rect(x: frame.x, y: frame.y, width: frame.width - 2, height: frame.height)
        return [
            .shape(.init(kind: .roundedRect, frame: body, fill: palette.secondaryLabel, cornerRadius: 3.5)),
            .shape(
                .init(
                    kind: .roundedRect,
                    frame: Rect(x: body.x + 1, y: body.y + 1, width: body.width - 2, height: body.height - 2),
                    fill: palette.barBackground,
                    cornerRadius: 2.5
                )
            ),
            .shape(
                .init(
                    kind: .roundedRect,
                    frame: Rect(x: body.x + 2, y: body.y + 2, width: body.width - 4, height: body.height - 4),
                    fill: palette.label,
                    cornerRadius: 1.5
                )
            ),
            .shape(
                .init(
                    kind: .roundedRect,
                    frame: Rect(x: body.maxX + 0.5, y: body.midY - 2, width: 1.5, height: 4),
                    fill: palette.secondaryLabel,
                    cornerRadius: 0.75
                )
            ),
        ]
    }
}
