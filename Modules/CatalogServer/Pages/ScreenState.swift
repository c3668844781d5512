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
    /// The text size, appearance and direction (`l`, `light`, `ltr` by default), for the page's next requests.
    var textSize: String
    var appearance: String
    var direction: String
    /// Whether the URL named the appearance (else the page follows the browser's colour scheme).
    var appearanceNamed: Bool
    var width: Double
    var height: Double
    var screen: String
    var transition: String?
    /// The event sent when the list is scrolled to its end.
    var endOfList: LayoutAction?
    /// The navigation bar's title, said by the page's live region when the screen changes.
    var title: String?
    /// The bands of bars the page pins to the frame's top and bottom while the content scrolls.
    var bars: Bars
    /// The parts that scroll on their own (a split view's detail), which the page keeps beside the list.
    var panes: [ScrollPane]?
    var svg: String

    /// The bars at the top (status, navigation) and at the bottom (tab bar, home indicator) of a document.
    struct Bars: Sendable, Encodable {
        /// A horizontal band: from `y`, `height` tall, covering the chrome items `ids`.
        struct Band: Sendable, Encodable {
            var y: Double
            var height: Double
            var ids: [String]
        }

        var top: Band?
        var bottom: Band?

        /// The bands of `document`: each spans the frames of its bar items (not only what they draw) and holds every
        /// chrome item inside it, such as the navigation bar's buttons.
        init(_ document: LayoutDocument) {
            let chrome = document.sections.last { $0.id == "chrome" }?.items ?? []
            func band(_ kinds: Set<LayoutItem.Kind>) -> Band? {
                let bars = chrome.filter { kinds.contains($0.kind) }
                guard let top = bars.map(\.frame.y).min(), let bottom = bars.map(\.frame.maxY).max() else { return nil }
                let inside = chrome.filter { $0.frame.y >= top - 0.5 && $0.frame.maxY <= bottom + 0.5 }
                return Band(y: top, height: bottom - top, ids: inside.map(\.id))
            }
            top = band([.statusBar, .navigationBar])
            bottom = band([.tabBar, .homeIndicator])
        }
    }

    init(query: ScreenQuery, session: String, document: LayoutDocument, svg: String) {
        self.session = session
        self.query = query.queryString
        self.feature = query.feature.name
        self.story = query.story
        self.events = ScreenEvent.text(of: query.events)
        self.device = query.device.name
        self.orientation = query.orientation.rawValue
        self.textSize = query.traits.textSize.rawValue
        self.appearance = query.traits.appearance.rawValue
        self.direction = query.traits.direction.rawValue
        self.appearanceNamed = query.namesAppearance
        self.width = document.device.width
        self.height = document.device.height
        self.screen = document.screen
        self.transition = document.transition?.rawValue
        self.endOfList = document.endOfList
        self.title =
            document.items(ofKind: .navigationBar).first?.parts.lazy.compactMap { part -> String? in
                if case .text(let run) = part { return run.text }
                return nil
            }.first
        self.bars = Bars(document)
        self.panes = document.panes
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
