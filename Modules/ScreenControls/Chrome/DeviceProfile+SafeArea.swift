public import LayoutKit

extension DeviceProfile {
    /// Tablets: the short side is at least 600 points.
    public var isTablet: Bool { width >= 600 }

    /// Phones whose long side is under twice the short one have a home button: square corners, no home indicator,
    /// and a 20-point status bar (the iPhone SE); longer phones have a notch or Dynamic Island and a home indicator.
    public var hasHomeButton: Bool { !isTablet && height < 2 * width }

    /// The safe-area insets in `orientation`: what the status bar, the sensor housing, the rounded corners and the
    /// home indicator take from each edge, as iOS reports them for these screens.
    public func safeAreaInsets(in orientation: ScreenOrientation) -> EdgeInsets {
        if isTablet { return EdgeInsets(top: 24, left: 0, bottom: 20, right: 0) }
        if hasHomeButton {
            // Phones hide the status bar in landscape.
            return orientation == .portrait ? EdgeInsets(top: 20, left: 0, bottom: 0, right: 0) : EdgeInsets(all: 0)
        }
        // Dynamic Island phones (852 points and taller) report 59 at the top; notched ones 47.
        let sensor = height >= 852 ? 59.0 : 47.0
        return orientation == .portrait
            ? EdgeInsets(top: sensor, left: 0, bottom: 34, right: 0)
            : EdgeInsets(top: 0, left: sensor, bottom: 21, right: sensor)
    }

    /// The status bar's height in `orientation`; 0 where it is hidden (phones in landscape).
    public func statusBarHeight(in orientation: ScreenOrientation) -> Double {
        safeAreaInsets(in: orientation).top
    }

    /// The Dynamic Island's size on the phones that have one (852 points and taller: the iPhone 15 family), as iOS
    /// draws it in portrait: 126 × 37 points, 11 below the top.
    public static let dynamicIslandSize = Size(width: 126, height: 37)

    /// Where the Dynamic Island is on a screen `width` wide under a status bar `statusBarHeight` tall, or nil: on a
    /// phone without one, on a tablet, and in landscape (where the status bar is hidden).
    public func dynamicIsland(width: Double, statusBarHeight: Double) -> Rect? {
        guard !isTablet, height >= 852, statusBarHeight >= 47, width < height else { return nil }
        let size = Self.dynamicIslandSize
        return Rect(x: (width - size.width) / 2, y: 11, width: size.width, height: size.height)
    }
}
