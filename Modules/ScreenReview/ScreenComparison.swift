import LayoutKit

/// The outcome of comparing one screen between two galleries.
public struct ScreenComparison: Sendable, Equatable, Codable {
    /// What happened to the screen.
    public enum Status: String, Sendable, Equatable, Codable {
        case added, removed, unchanged, changed, error
    }

    /// Pixel counts of the perceptual comparison.
    public struct Pixels: Sendable, Equatable, Codable {
        public var changed: Int
        public var antialiased: Int
        /// Pixels compared.
        public var total: Int
        /// The box holding every changed pixel, in pixels of the after image.
        public var region: PixelDiff.Region?
    }

    /// The report's images for this screen, relative to the report directory.
    public struct Images: Sendable, Equatable, Codable {
        public var before: String?
        public var after: String?
        public var diff: String?
    }

    public var screen: ScreenKey
    public var status: Status
    /// The structural differences of the documents (empty unless changed).
    public var changes: [LayoutChange]
    public var pixels: Pixels?
    /// Why the screen could not be compared (with `status == .error`): the path and the reason.
    public var error: String?
    public var images: Images?

    /// Creates a result.
    public init(
        screen: ScreenKey,
        status: Status,
        changes: [LayoutChange] = [],
        pixels: Pixels? = nil,
        error: String? = nil,
        images: Images? = nil
    ) {
        (self.screen, self.status, self.changes, self.pixels) = (screen, status, changes, pixels)
        (self.error, self.images) = (error, images)
    }
}

/// Every screen of two galleries compared.
public struct GalleryComparison: Sendable, Equatable {
    /// One entry per screen of either gallery, ordered by screen.
    public var screens: [ScreenComparison]

    /// Screens with `status`.
    public func count(_ status: ScreenComparison.Status) -> Int { screens.filter { $0.status == status }.count }

    /// Whether any screen was added, removed or changed.
    public var hasChanges: Bool { screens.contains { [.added, .removed, .changed].contains($0.status) } }

    /// Whether any screen could not be compared.
    public var hasErrors: Bool { screens.contains { $0.status == .error } }
}
