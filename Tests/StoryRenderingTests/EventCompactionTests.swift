import CatalogFeatures
import FeatureKit
import Foundation
import ScreenReview
import Testing

/// Compacting a list of events by the features' declarations (`replacesEarlierOfItsKind`, `undoes`) reaches the
/// same document as the full list, byte for byte but for the `events` it names: from every story along a seeded
/// random walk of taps, and along one 300-tap walk per feature (issue #29, item 4: `serve` keeps URLs short with it).
@Suite struct EventCompactionTests {
    /// SplitMix64, so that a failing walk can be replayed from its seed.
    struct Walk: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// The document's JSON without the events it was reached by.
    static func json(_ document: LayoutDocument) throws -> Data {
        var document = document
        document.events = nil
        return try document.jsonData()
    }

    /// Walks `taps` random taps on what each document offers from `story`; checks the compacted list every `every`
    /// taps and after the last. Returns the longest compacted list seen, the number of checks and of compacted lists,
    /// and whether the walk stopped early on a document that offers no action (a screen without taps, as specials').
    static func walk(
        _ feature: any CatalogFeature,
        context: FeatureContext,
        story: String,
        taps: Int,
        every: Int,
        seed: UInt64
    ) async throws -> (longest: Int, checks: Int, compacted: Int, stoppedWithoutActions: Bool) {
        let device = try #require(DeviceProfile.named("iphone-15"))
        var generator = Walk(state: seed)
        var live = try await feature.liveScreen(story: story, context: context)
        var events: [ScreenEvent] = []
        var longest = 0
        var checks = 0
        var compactedAtAll = 0
        var stoppedWithoutActions = false
        for tap in 1...taps {
            let document = try await live.document(device: device, orientation: .portrait, context: context)
            guard let action = document.allActions.randomElement(using: &generator) else {
                stoppedWithoutActions = true
                break
            }
            events.append(action.screenEvent)
            try await live.apply([action.screenEvent], context: context)
            guard tap % every == 0 || tap == taps else { continue }
            let compacted = live.compacted(events)
            longest = max(longest, compacted.count)
            if compacted != events { compactedAtAll += 1 }
            let full = try await live.document(device: device, orientation: .portrait, context: context)
            let short = try await feature.screen(
                ScreenRequest(device: device, orientation: .portrait, story: story, events: compacted),
                context: context
            )
            checks += 1
            try #require(
                try json(full) == json(short),
                """
                \(feature.name)/\(story), seed \(seed), after \(tap) taps: \
                \(ScreenEvent.text(of: events)) and its compacted form \(ScreenEvent.text(of: compacted)) differ: \
                \(LayoutDiff.changes(from: full, to: short).prefix(5))
                """
            )
        }
        return (longest, checks, compactedAtAll, stoppedWithoutActions)
    }

    @Test(arguments: FeatureRegistry.names)
    func everyStoryReachesTheSameDocumentCompacted(featureName: String) async throws {
        let (feature, context) = try #require(
            try ReferenceDocumentTests.features().first { $0.feature.name == featureName }
        )
        var compacted = 0
        for (index, story) in feature.stories.enumerated() {
            let result = try await Self.walk(
                feature,
                context: context,
                story: story.name,
                taps: 16,
                every: 1,
                seed: UInt64(29_000 + index)
            )
            compacted += result.compacted
        }
        // Some features take no taps that compact (specials); each feature's own tests check its declarations.
        print("\(featureName): \(feature.stories.count) stories walked, \(compacted) checks of a compacted list")
    }

    @Test(arguments: FeatureRegistry.names)
    func aLongWalkReachesTheSameDocumentCompacted(featureName: String) async throws {
        let (feature, context) = try #require(
            try ReferenceDocumentTests.features().first { $0.feature.name == featureName }
        )
        let result = try await Self.walk(feature, context: context, story: "loaded", taps: 300, every: 10, seed: 300)
        #expect(result.checks == 30 || result.stoppedWithoutActions, "\(featureName): \(result.checks) checks")
        print("\(featureName): \(result.compacted) of 30 checks compared a compacted list")
    }
}
