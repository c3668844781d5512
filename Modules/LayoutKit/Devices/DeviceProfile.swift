/// Screen orientation.
public enum ScreenOrientation: String, Sendable, Codable, CaseIterable {
    case portrait
    case landscape
}

/// Apple's horizontal size class: compact (phones in portrait) or regular (tablets, large phones in landscape).
public enum SizeClass: String, Sendable, Codable {
    case compact
    case regular
}

/// A named screen: portrait size in points, pixel scale, and the horizontal size class in each orientation.
public struct DeviceProfile: Sendable, Hashable, Codable {
    /// A short name such as `iphone-15`.
    public var name: String
    /// Portrait width in points.
    public var width: Double
    /// Portrait height in points.
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    /// Size class in portrait.
    public var portraitSizeClass: SizeClass
    /// Size class in landscape.
    public var landscapeSizeClass: SizeClass

    /// Creates a profile.
    public init(
        name: String,
        width: Double,
        height: Double,
        scale: Double,
        portraitSizeClass: SizeClass,
        landscapeSizeClass: SizeClass
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.portraitSizeClass = portraitSizeClass
        self.landscapeSizeClass = landscapeSizeClass
    }

    /// The screen size in `orientation`: landscape swaps the sides.
    public func size(in orientation: ScreenOrientation) -> Size {
        orientation == .portrait ? Size(width: width, height: height) : Size(width: height, height: width)
    }

    /// The horizontal size class in `orientation`.
    public func sizeClass(in orientation: ScreenOrientation) -> SizeClass {
        orientation == .portrait ? portraitSizeClass : landscapeSizeClass
    }

    /// The built-in profiles.
    public static let all: [DeviceProfile] = [
        DeviceProfile(
            name: "iphone-se",
            width: 375,
            height: 667,
            scale: 2,
            portraitSizeClass: .compact,
            landscapeSizeClass: .compact
        ),
        DeviceProfile(
            name: "iphone-15",
            width: 393,
            height: 852,
            scale: 3,
            portraitSizeClass: .compact,
            landscapeSizeClass: .compact
        ),
        DeviceProfile(
            name: "iphone-15-pro-max",
            width: 430,
            height: 932,
            scale: 3,
            portraitSizeClass: .compact,
            landscapeSizeClass: .regular
        ),
        DeviceProfile(
            name: "ipad-10",
            width: 820,
            height: 1180,
            scale: 2,
            portraitSizeClass: .regular,
            landscapeSizeClass: .regular
        ),
        DeviceProfile(
            name: "ipad-pro-13",
            width: 1032,
            height: 1376,
            scale: 2,
            portraitSizeClass: .regular,
            landscapeSizeClass: .regular
        ),
    ]

    /// A built-in profile by name, or a custom one written `WIDTHxHEIGHT@SCALE` (e.g. `360x640@3`): compact in
    /// portrait, and regular in landscape when the long side is at least 900 points (Plus/Max-size phones).
    public static func named(_ text: String) -> DeviceProfile? {
        if let known = all.first(where: { $0.name == text.lowercased() }) { return known }
        let parts = text.lowercased().split(separator: "@")
        let sides = parts.first?.split(separator: "x") ?? []
        guard sides.count == 2, let width = Double(sides[0]), let height = Double(sides[1]), width > 0, height > 0,
            width <= 10_000, height <= 10_000
        else { return nil }
        let scale = parts.count > 1 ? Double(parts[1]) ?? 0 : 1
        guard scale >= 1, scale <= 4 else { return nil }
        let short = min(width, height)
        let long = max(width, height)
        let tablet = short >= 600
        return DeviceProfile(
            name: text.lowercased(),
            width: short,
            height: long,
            scale: scale,
            portraitSizeClass: tablet ? .regular : .compact,
            landscapeSizeClass: tablet || long >= 900 ? .regular : .compact
        )
    }
}
