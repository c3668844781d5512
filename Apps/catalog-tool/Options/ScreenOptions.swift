import ArgumentParser
import FeatureKit

/// The options that reach any state of a feature's screens: a story, then the common events as flags, then any
/// events at all. They become one event list, applied in this order after the story's own.
struct ScreenOptions: ParsableArguments {
    @Option(help: "A story (see `catalog-tool stories --feature F`); default: loaded.")
    var story = "loaded"

    @Option(help: "Switch the trending timeframe: day, week or month.")
    var timeframe: String?

    @Option(help: "Type TEXT into the search field (trending).")
    var query: String?

    @Option(help: "The list after N pages have loaded (trending, stackoverflow).")
    var pages: Int?

    @Option(help: "A screen of the feature (see `catalog-tool features`), e.g. list, detail (opens --item, default 0).")
    var screen = "list"

    @Option(help: "Open item N of the list on screen (its detail, or selects it).")
    var item: Int?

    @Option(help: "Further events, comma-separated NAME[:VALUE] (e.g. open:3,back); see `catalog-tool stories`.")
    var events: String?

    func validate() throws {
        if let pages, !(1...34).contains(pages) { throw ValidationError("--pages must be between 1 and 34.") }
        if let item, item < 0 { throw ValidationError("--item must be 0 or more.") }
        if let timeframe, !["day", "week", "month"].contains(timeframe) {
            throw ValidationError("--timeframe must be day, week or month.")
        }
        if let events { _ = try parsedEvents(events) }
    }

    private func parsedEvents(_ text: String) throws -> [ScreenEvent] {
        do {
            return try ScreenEvent.list(parsing: text)
        } catch {
            throw ValidationError("--events: \(error)")
        }
    }

    /// The events the flags stand for, in order; `--screen` and `--item` become the events with which `feature`
    /// opens that screen (``CatalogFeature/events(opening:item:)``).
    func screenEvents(for feature: any CatalogFeature) throws -> [ScreenEvent] {
        var list: [ScreenEvent] = []
        if let timeframe { list.append(ScreenEvent("timeframe", timeframe)) }
        if let query { list.append(ScreenEvent("search", query)) }
        if let pages, pages > 1 { list += Array(repeating: ScreenEvent("load-more"), count: pages - 1) }
        guard let opening = feature.events(opening: screen, item: item) else {
            throw FeatureError.unknownScreen(feature: feature.name, screen: screen, available: feature.screens)
        }
        list += opening
        if let events { list += try parsedEvents(events) }
        return list
    }

    /// The request for a device.
    func request(
        for feature: any CatalogFeature,
        device: DeviceProfile,
        orientation: ScreenOrientation
    ) throws -> ScreenRequest {
        ScreenRequest(device: device, orientation: orientation, story: story, events: try screenEvents(for: feature))
    }
}
