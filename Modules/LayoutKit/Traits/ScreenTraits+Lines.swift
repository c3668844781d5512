extension ScreenTraits {
    /// The lines a text of `style` may take at ``textSize`` when it takes `linesAtLarge` at Large: as many more as its
    /// size grows (rounded up), so it keeps room for the words it shows at Large and wraps rather than being cut.
    /// Smaller sizes keep `linesAtLarge`; 0 (no limit) stays 0.
    public func lines(_ linesAtLarge: Int, style: TextStyle) -> Int {
        guard linesAtLarge > 0 else { return 0 }
        let growth = max(1, (size(style) / style.size).rounded(.up))
        return linesAtLarge * Int(growth)
    }
}
