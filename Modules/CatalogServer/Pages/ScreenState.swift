import FeatureKit
import Foundation

/// What a screen page shows and the API returns after a tap: the session, the state's URL query, and the SVG.
struct ScreenState: Sendable, Encodable {
    /// The tab's session id.
    var session: String
    /// The query naming this state (feature, story, device, orientation, events), for the address bar.
    var query: String
    var feature: String
    var story: String
    /// The events applied after the story's, as `--events` takes them.
    var events: String
    var device: String
    var orientation: String
    var width: Double
    var height: Double
    var screen: String
    var transition: String?
    /// The event sent when the list is scrolled to its end.
    var endOfList: LayoutAction?
    var svg: String

    init(query: ScreenQuery, session: String, document: LayoutDocument, svg: String) {
        self.session = session
        self.query = query.queryString
        self.feature = query.feature.name
        self.story = query.story
        self.events = ScreenEvent.text(of: query.events)
        self.device = query.device.name
        self.orientation = query.orientation.rawValue
        self.width = document.device.width
        self.height = document.device.height
        self.screen = document.screen
        self.transition = document.transition?.rawValue
        self.endOfList = document.endOfList
        self.svg = svg
    }

    /// The state as JSON.
    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// The state as JSON safe to put inside a `<script>` element.
    func scriptJSON() throws -> String {
        String(decoding: try json(), as: UTF8.self)
            .replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }
}
