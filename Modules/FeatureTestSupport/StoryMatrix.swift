public import FeatureKit

/// Lays out a story on every device profile in both orientations, for the feature suites' property tests (every
/// document of the matrix keeps ``ScreenCheck``'s rules).
public enum StoryMatrix {
    /// One rendered cell of the matrix.
    public struct Cell: Sendable {
        public var device: DeviceProfile
        public var orientation: ScreenOrientation
        public var document: LayoutDocument
    }

    /// `story` of `feature` on each of `devices`, portrait then landscape, with `traits`.
    public static func render(
        _ feature: some CatalogFeature,
        story: String,
        events: [ScreenEvent] = [],
        devices: [DeviceProfile] = DeviceProfile.all,
        traits: ScreenTraits = .standard,
        context: FeatureContext
    ) async throws(FeatureError) -> [Cell] {
        var cells: [Cell] = []
        for device in devices {
            for orientation in ScreenOrientation.allCases {
                cells.append(
                    try await render(
                        feature,
                        story: story,
                        events: events,
                        on: device,
                        orientation,
                        traits: traits,
                        context: context
                    )
                )
            }
        }
        return cells
    }

    /// `story` of `feature` on one device and orientation, with `traits`.
    public static func render(
        _ feature: some CatalogFeature,
        story: String,
        events: [ScreenEvent] = [],
        on device: DeviceProfile,
        _ orientation: ScreenOrientation,
        traits: ScreenTraits,
        context: FeatureContext
    ) async throws(FeatureError) -> Cell {
        let request = ScreenRequest(
            device: device,
            orientation: orientation,
            story: story,
            events: events,
            traits: traits
        )
        return Cell(
            device: device,
            orientation: orientation,
            document: try await feature.screen(request, context: context)
        )
    }

    /// The screens text sizes are tested on: the smallest phone, a phone in landscape (the least height), and a
    /// tablet both ways.
    public static let textSizeScreens: [(device: String, orientation: ScreenOrientation)] = [
        ("iphone-se", .portrait), ("iphone-15", .landscape), ("ipad-10", .portrait), ("ipad-10", .landscape),
    ]

    /// The text sizes every feature is tested at: the default, the largest standard size and the largest
    /// accessibility size.
    public static let testedTextSizes: [ContentSizeCategory] = [
        .large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// `story` of `feature` at each of `sizes` on each of ``textSizeScreens``.
    public static func renderTextSizes(
        _ feature: some CatalogFeature,
        story: String,
        sizes: [ContentSizeCategory] = testedTextSizes,
        context: FeatureContext
    ) async throws -> [(size: ContentSizeCategory, cell: Cell)] {
        var cells: [(size: ContentSizeCategory, cell: Cell)] = []
        for size in sizes {
            for screen in textSizeScreens {
                let device = try DeviceProfile.require(named: screen.device)
                let cell = try await render(
                    feature,
                    story: story,
                    on: device,
                    screen.orientation,
                    traits: ScreenTraits(textSize: size),
                    context: context
                )
                cells.append((size, cell))
            }
        }
        return cells
    }
}

extension DeviceProfile {
    /// The profile named `name`, or an error naming it.
    static func require(named name: String) throws -> DeviceProfile {
        guard let device = DeviceProfile.named(name) else { throw StoryMatrixError.unknownDevice(name) }
        return device
    }
}

/// Why a test matrix could not be laid out.
public enum StoryMatrixError: Error, CustomStringConvertible, Sendable {
    case unknownDevice(String)

    public var description: String {
        switch self {
        case .unknownDevice(let name): "no device profile named \(name)"
        }
    }
}
