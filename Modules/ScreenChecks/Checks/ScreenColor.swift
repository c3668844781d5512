import Foundation
import LayoutKit

/// A colour as documents write it (`#RRGGBB` or `#RRGGBBAA`), composited and compared as WCAG 2.2 does: relative
/// luminance from linearised sRGB, contrast as (lighter + 0.05) / (darker + 0.05).
public struct ScreenColor: Sendable, Hashable, CustomStringConvertible {
    /// Components in 0…1.
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public static let white = ScreenColor(red: 1, green: 1, blue: 1)
    public static let black = ScreenColor(red: 0, green: 0, blue: 0)

    /// Creates a colour from components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA`; nil for anything else (a name, a short form, a stray character).
    public init?(hex: String) {
        guard hex.hasPrefix("#"), hex.count == 7 || hex.count == 9 else { return nil }
        let digits = hex.dropFirst()
        guard digits.allSatisfy(\.isHexDigit), let value = UInt64(digits, radix: 16) else { return nil }
        let hasAlpha = digits.count == 8
        let rgb = hasAlpha ? value >> 8 : value
        red = Double((rgb >> 16) & 0xFF) / 255
        green = Double((rgb >> 8) & 0xFF) / 255
        blue = Double(rgb & 0xFF) / 255
        alpha = hasAlpha ? Double(value & 0xFF) / 255 : 1
    }

    /// Whether `text` is a resolved colour as documents must write it.
    public static func isResolved(_ text: String) -> Bool { ScreenColor(hex: text) != nil }

    /// This colour drawn over the opaque `backdrop`.
    public func over(_ backdrop: ScreenColor) -> ScreenColor {
        ScreenColor(
            red: red * alpha + backdrop.red * (1 - alpha),
            green: green * alpha + backdrop.green * (1 - alpha),
            blue: blue * alpha + backdrop.blue * (1 - alpha)
        )
    }

    /// WCAG relative luminance of the opaque colour.
    public var luminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG contrast ratio of two opaque colours, 1…21.
    public static func contrast(_ a: ScreenColor, _ b: ScreenColor) -> Double {
        let (x, y) = (a.luminance, b.luminance)
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    public var description: String {
        String(
            format: "#%02X%02X%02X",
            Int((red * 255).rounded()),
            Int((green * 255).rounded()),
            Int((blue * 255).rounded())
        )
    }
}
