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
}
