/// The part of a screen a feature lays its content out in: inside the safe area, below the bars.
public struct ContentArea: Sendable, Equatable {
    /// The width content may use.
    public var width: Double
    /// The visible height below the bars; content may be taller and scroll.
    public var height: Double
    /// The horizontal size class of the screen.
    public var sizeClass: SizeClass
    public var orientation: ScreenOrientation
    /// The text size, appearance and direction to lay content out for.
    public var traits: ScreenTraits

    /// Creates an area.
    public init(
        width: Double,
        height: Double,
        sizeClass: SizeClass,
        orientation: ScreenOrientation,
        traits: ScreenTraits = .standard
    ) {
        self.traits = traits
        self.width = width
        self.height = height
        self.sizeClass = sizeClass
        self.orientation = orientation
    }

    /// The whole screen of `device`, without chrome.
    public init(device: DeviceProfile, orientation: ScreenOrientation, traits: ScreenTraits = .standard) {
        let size = device.size(in: orientation)
        self.init(
            width: size.width,
            height: size.height,
            sizeClass: device.sizeClass(in: orientation),
            orientation: orientation,
            traits: traits
        )
    }
}

/// What a feature's content layout returns: its sections in area coordinates and how tall they are.
public struct ScreenContent: Sendable, Equatable {
    public var sections: [LayoutSection]
    public var height: Double
    /// The rows laid out, when a long list left some out (see ``ListWindow``).
    public var window: ListWindow?
    /// Parts that scroll on their own (a split view's detail), in content-area coordinates.
    public var panes: [ScrollPane]

    /// Creates content.
    public init(sections: [LayoutSection], height: Double, window: ListWindow? = nil, panes: [ScrollPane] = []) {
        self.sections = sections
        self.height = height
        self.window = window?.isPartial == true ? window : nil
        self.panes = panes
    }
}

extension ScreenContent {
    /// A document of this content alone, filling `device`'s screen without chrome (for layouts tested on their own).
    public func document(
        feature: String,
        screen: String,
        device: DeviceProfile,
        orientation: ScreenOrientation
    ) -> LayoutDocument {
        let size = device.size(in: orientation)
        var document = LayoutDocument(
            feature: feature,
            screen: screen,
            profile: device,
            orientation: orientation,
            contentSize: Size(width: size.width, height: max(height, size.height)),
            sections: sections
        )
        document.window = window
        return document
    }
}
