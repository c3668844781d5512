import LayoutKit
import Networking
import ScreenChecks
import ScreenControls

/// A feature's screen kept alive between events: the view model after a story and the events sent since, which
/// reduces each new event instead of replaying them all. `catalog-tool serve` keeps one per browser tab;
/// ``CatalogFeature/screen(_:context:)`` makes one, applies the request's events and lays it out once, so a live
/// screen and a one-off `layout` of the same story and events are the same document.
public struct LiveScreen: Sendable {
    /// The feature's command-line name.
    public let feature: String
    /// The story the screen started from.
    public let story: Story
    /// The events applied after the story's own, in order.
    public private(set) var events: [ScreenEvent] = []
    private var state: any LiveScreenState

    /// A live screen over `model`, with the story's events applied. `layout` draws a state of the model.
    public init<Model: ScreenModel>(
        feature: String,
        story: Story,
        model: Model,
        context: FeatureContext,
        layout: @escaping @Sendable (Model, DeviceProfile, ScreenOrientation, FeatureContext) -> LayoutDocument
    ) async throws(FeatureError) {
        var state = ModelScreenState(session: ScreenSession(feature: feature, model: model), layout: layout)
        try await state.apply(story.events, context: context)
        self.feature = feature
        self.story = story
        self.state = state
    }

    /// What this screen holds of its own, estimated: the responses its story's cache keeps, the values decoded for it
    /// alone (``DecodedValues/bytesPerBodyByte`` a body byte; a value shared through the client's ``DecodedValues`` is
    /// counted there, once), and 16 KiB for the rest. `serve` bounds its sessions by the sum.
    public var estimatedBytes: Int {
        let network = state.networkBytes
        return network + min(state.privateDecodedBytes, network * DecodedValues.bytesPerBodyByte) + 16_384
    }

    /// Applies `events` in order after those applied so far. On an error the screen is left as it was.
    public mutating func apply(_ events: [ScreenEvent], context: FeatureContext) async throws(FeatureError) {
        guard !events.isEmpty else { return }
        var next = state
        try await next.apply(events, context: context)
        state = next
        self.events += events
    }

    /// Whether the screen's model (or the conditions) takes `event` as written, value included: every action a
    /// document offers must be one of these.
    public func accepts(_ event: ScreenEvent) -> Bool {
        state.accepts(event, feature: feature)
    }

    /// `events` without those that later ones override, by the feature's event declarations: the same document, a
    /// shorter list (``ScreenEventType/compacted(_:feature:)``). Only in a world without conditions: when the story
    /// or the list sets the network or the feed (`network:rate-limited`, `hold`), an event that loads changes what
    /// later loads get (a quota spent, a failure that keeps the rows loaded before), so the list stays as it is.
    public func compacted(_ events: [ScreenEvent]) -> [ScreenEvent] {
        state.compacted(events, story: story.events, feature: feature)
    }

    /// The screen for a device: the first load is sent (on a copy, so a condition event sent later still applies
    /// before it, as in a replay) if no event sent it yet, and the state laid out for `traits` (the layout reads them
    /// from its context's ``FeatureContext/traits``).
    public func document(
        device: DeviceProfile,
        orientation: ScreenOrientation,
        traits: ScreenTraits = .standard,
        context: FeatureContext
    ) async throws(FeatureError) -> LayoutDocument {
        var context = context
        context.traits = traits
        var document = try await state.document(device: device, orientation: orientation, context: context)
        document.traits = traits == .standard ? nil : traits
        document.story = story.name
        document.events = events.isEmpty ? nil : events
        return document
    }
}

/// A session on some model with its layout, behind ``LiveScreen``'s type erasure.
private protocol LiveScreenState: Sendable {
    var networkBytes: Int { get }
    var privateDecodedBytes: Int { get }
    mutating func apply(_ events: [ScreenEvent], context: FeatureContext) async throws(FeatureError)
    func accepts(_ event: ScreenEvent, feature: String) -> Bool
    func compacted(_ events: [ScreenEvent], story: [ScreenEvent], feature: String) -> [ScreenEvent]
    func document(
        device: DeviceProfile,
        orientation: ScreenOrientation,
        context: FeatureContext
    ) async throws(FeatureError) -> LayoutDocument
}

private struct ModelScreenState<Model: ScreenModel>: LiveScreenState {
    var session: ScreenSession<Model>
    let layout: @Sendable (Model, DeviceProfile, ScreenOrientation, FeatureContext) -> LayoutDocument

    var networkBytes: Int { session.network.cacheBytes }
    var privateDecodedBytes: Int { session.network.privateDecodedBytes }

    mutating func apply(_ events: [ScreenEvent], context: FeatureContext) async throws(FeatureError) {
        try await session.apply(events, context: context)
    }

    func accepts(_ event: ScreenEvent, feature: String) -> Bool {
        ScreenSession<Model>.accepts(event, feature: feature)
    }

    func compacted(_ events: [ScreenEvent], story: [ScreenEvent], feature: String) -> [ScreenEvent] {
        let isModelEvent = { (event: ScreenEvent) in ((try? Model.Event(event, feature: feature)) ?? nil) != nil }
        guard story.allSatisfy(isModelEvent), events.allSatisfy(isModelEvent) else { return events }
        return ScreenSession<Model>.compacted(events, feature: feature)
    }

    func document(
        device: DeviceProfile,
        orientation: ScreenOrientation,
        context: FeatureContext
    ) async throws(FeatureError) -> LayoutDocument {
        var settled = session
        try await settled.settle(context: context)
        return layout(settled.model, device, orientation, context)
    }
}
