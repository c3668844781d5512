/// Where elements draw as they are placed: the parts of the item being built, and the finished items.
public struct LayoutCanvas: Sendable {
    /// The environment the tree is laid out in: the root's, or a container's for its subtree (``within(_:_:)``).
    public private(set) var environment: LayoutEnvironment
    /// Parts drawn so far, in content coordinates, back to front; ``Cell`` takes them into its item.
    public private(set) var parts: [LayoutPart] = []
    /// Items finished so far, in order.
    public private(set) var items: [LayoutItem] = []
    /// Where each ``Anchor`` was placed, by name: a section's header, read back by the feature for its document.
    public private(set) var anchors: [String: Rect] = [:]

    /// A canvas for a tree laid out in `environment`.
    public init(environment: LayoutEnvironment) {
        self.environment = environment
    }

    /// Places `child` with its top-leading corner at `origin`, at the size it answered; returns its frame.
    @discardableResult
    public mutating func place(_ child: Measured, at origin: Point) -> Rect {
        let frame = Rect(origin: origin, size: child.size)
        child.element.place(in: frame, proposal: child.proposal, canvas: &self)
        return frame
    }

    /// Adds a part.
    public mutating func draw(_ part: LayoutPart) {
        parts.append(part)
    }

    /// Records where the anchor `name` was placed.
    public mutating func mark(_ name: String, at frame: Rect) {
        anchors[name] = frame
    }

    /// Adds a finished item.
    public mutating func add(_ item: LayoutItem) {
        items.append(item)
    }

    /// Runs `body` laid out in `environment` (a subtree whose text size is limited), then restores this canvas's.
    public mutating func within(_ environment: LayoutEnvironment, _ body: (inout LayoutCanvas) -> Void) {
        let outer = self.environment
        self.environment = environment
        body(&self)
        self.environment = outer
    }

    /// Runs `body` and returns the parts it drew, taking them off this canvas.
    public mutating func collectingParts(_ body: (inout LayoutCanvas) -> Void) -> [LayoutPart] {
        let outer = parts
        parts = []
        body(&self)
        let drawn = parts
        parts = outer
        return drawn
    }
}
