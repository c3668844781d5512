public import Foundation
import LayoutKit
public import Networking
import ScreenChecks
import ScreenControls

/// A feature's screens as one value driven by events: the view models of its screens and the navigation between
/// them. The tool, the tests and `serve` all reach every state by sending events, never by laying out raw models.
public protocol ScreenModel: Sendable {
    /// The events the model takes besides the condition events.
    associatedtype Event: ScreenEventType

    /// Applies one event; loads go through `context`'s client (a story's own, under its conditions) and
    /// ``FeatureContext/load(_:)`` (which a story can hold in flight).
    mutating func apply(_ event: Event, context: FeatureContext) async throws(FeatureError)

    /// The feed's answer as a story's conditions alter it (`feed:empty`, `feed:changed`,
    /// `network:quota-exhausted`): the feature's own JSON emptied, updated or with its quota used up. The default
    /// leaves every answer as it is.
    static func alterFeed(_ response: HTTPResponse, _ alteration: FeedAlteration) -> HTTPResponse

    /// What the feature's API answers when its rate limit is used up until `resetsAt`, `retryAfter` seconds from
    /// now (the `network:rate-limited` condition): each API says so in its own way (GitHub: 403 with `X-RateLimit-*`
    /// headers). The default is plain HTTP's 429 with `Retry-After`.
    static func rateLimitedResponse(to request: HTTPRequest, resetsAt: Date, retryAfter: TimeInterval) -> HTTPResponse
}

extension ScreenModel {
    public static func alterFeed(_ response: HTTPResponse, _ alteration: FeedAlteration) -> HTTPResponse {
        response
    }

    public static func rateLimitedResponse(
        to request: HTTPRequest,
        resetsAt: Date,
        retryAfter: TimeInterval
    ) -> HTTPResponse {
        HTTPResponse(
            status: 429,
            headers: ["Content-Type": "text/plain", "Retry-After": String(Int(retryAfter))],
            body: Data("Too Many Requests".utf8),
            url: request.url
        )
    }
}

/// A model with the conditions it runs in and the events applied so far. The first load (`appear`) is sent before
/// the first event that is not a condition, or at the end when there is none, as a screen appears once set up.
public struct ScreenSession<Model: ScreenModel>: Sendable {
    public private(set) var model: Model
    public private(set) var conditions = ScreenConditions()
    /// The story's own network state: its HTTP cache and the back-offs its client recorded.
    public private(set) var network = StoryNetwork()
    /// Every event applied, in order, `appear` included.
    public private(set) var applied: [ScreenEvent] = []
    let feature: String

    /// Starts a session on `model`.
    public init(feature: String, model: Model) {
        self.feature = feature
        self.model = model
    }

    /// Whether the screen has appeared (sent its first load).
    public private(set) var hasAppeared = false

    /// Applies events in order; see the type's note on `appear`.
    public mutating func apply(_ events: [ScreenEvent], context: FeatureContext) async throws(FeatureError) {
        for event in events { try await apply(event, context: context) }
    }

    /// Applies one event.
    public mutating func apply(_ event: ScreenEvent, context: FeatureContext) async throws(FeatureError) {
        if try conditions.apply(event, feature: feature) {
            applied.append(event)
            return
        }
        guard let typed = try Model.Event(event, feature: feature) else {
            throw .unknownEvent(feature: feature, event: event.name, available: Self.eventNames)
        }
        try await apply(typed, context: context)
    }

    /// Applies one of the model's own events.
    public mutating func apply(_ event: Model.Event, context: FeatureContext) async throws(FeatureError) {
        if event == .appear {
            if hasAppeared { return }
            hasAppeared = true
        } else if !hasAppeared {
            try await apply(.appear, context: context)
        }
        applied.append(event.screenEvent)
        var model = self.model
        var network = self.network
        var conditions = self.conditions
        defer {
            self.model = model
            self.network = network
            self.conditions = conditions
        }
        try await network.run(
            context: context,
            conditions: &conditions,
            alter: Model.alterFeed,
            rateLimited: Model.rateLimitedResponse
        ) {
            story throws(FeatureError) in
            try await model.apply(event, context: story)
        }
    }

    /// Sends `appear` if nothing has yet: call before laying out.
    public mutating func settle(context: FeatureContext) async throws(FeatureError) {
        if !hasAppeared { try await apply(Model.Event.appear, context: context) }
    }

    /// Whether the model (or the conditions) takes `event` as it is written, value included.
    public static func accepts(_ event: ScreenEvent, feature: String) -> Bool {
        var conditions = ScreenConditions()
        if (try? conditions.apply(event, feature: feature)) == true { return true }
        return (try? Model.Event(event, feature: feature)) != nil
    }

    /// `events` compacted by the model's event declarations (``ScreenEventType/compacted(_:feature:)``).
    public static func compacted(_ events: [ScreenEvent], feature: String) -> [ScreenEvent] {
        Model.Event.compacted(events, feature: feature)
    }

    /// Every event name the session takes: the model's and the conditions'.
    public static var eventNames: [String] { Model.Event.names + ScreenConditions.eventNames }
}
