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

    /// `story` of `feature` on each of `devices`, portrait then landscape.
    public static func render(
        _ feature: some CatalogFeature,
        story: String,
        events: [ScreenEvent] = [],
        devices: [DeviceProfile] = DeviceProfile.all,
        context: FeatureContext
    ) async throws(FeatureError) -> [Cell] {
        var cells: [Cell] = []
        for device in devices {
            for orientation in ScreenOrientation.allCases {
                let request = ScreenRequest(device: device, orientation: orientation, story: story, events: events)
                cells.append(
                    Cell(
                        device: device,
                        orientation: orientation,
                        document: try await feature.screen(request, context: context)
                    )
                )
            }
        }
        return cells
    }
}
