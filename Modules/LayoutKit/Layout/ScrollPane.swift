/// A part of the screen that scrolls on its own: a split view's detail beside its list, which stays in view while
/// the list scrolls and scrolls alone when it is longer than the screen.
///
/// Documents have no scroll position: like the bars, which the device keeps on screen, a pane only tells a live
/// renderer (`serve`'s page) what the device would do. JSON, SVG and PNG show the whole content.
public struct ScrollPane: Sendable, Equatable, Codable {
    /// The pane's name (`detail`).
    public var id: String
    /// The pane's column in content coordinates, as tall as what it holds.
    public var frame: Rect
    /// The ids of the sections it holds.
    public var sections: [String]

    /// A pane named `id` over `frame`, holding `sections`.
    public init(id: String, frame: Rect, sections: [String]) {
        self.id = id
        self.frame = frame
        self.sections = sections
    }

    /// This pane moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> ScrollPane {
        ScrollPane(id: id, frame: frame.offsetBy(dx: dx, dy: dy), sections: sections)
    }

    func write(to json: inout LayoutJSONWriter) throws(LayoutError) {
        json.beginObject()
        json.key("frame")
        try frame.write(to: &json)
        json.string("id", id)
        json.strings("sections", sections)
        json.endObject()
    }
}
