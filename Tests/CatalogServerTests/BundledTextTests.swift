import CatalogServer
import FeatureKit
import Foundation
import Testing

/// Every text of the bundled data, in every story of every feature (and the later pages), is drawn with fonts that
/// have its characters: no missing glyph anywhere.
@Suite struct BundledTextTests {
    @Test func theBundledDataHasNoMissingGlyphs() async throws {
        var runs = 0
        var nonLatin = 0
        for served in try TestServer.features() {
            var requests = served.feature.stories.map { ScreenRequest(device: DeviceProfile.all[0], story: $0.name) }
            // The later pages of the paged lists (Stack Overflow's second page, trending's month).
            requests.append(ScreenRequest(device: DeviceProfile.all[0], events: [ScreenEvent("load-more")]))
            requests.append(
                ScreenRequest(
                    device: DeviceProfile.all[0],
                    events: [ScreenEvent("timeframe", "month"), ScreenEvent("load-more"), ScreenEvent("load-more")]
                )
            )
            for request in requests {
                guard served.feature.stories.contains(where: { $0.name == request.story }),
                    request.events.allSatisfy({ event in served.name == "trending" || event.name == "load-more" })
                else { continue }
                if served.name != "trending", served.name != "stackoverflow", !request.events.isEmpty { continue }
                let document = try await served.feature.screen(request, context: served.context)
                for item in document.allItems {
                    for part in item.parts {
                        guard case .text(let run) = part else { continue }
                        runs += 1
                        if run.fonts != nil { nonLatin += 1 }
                        #expect(
                            run.missingGlyphs == 0,
                            "\(served.name) \(request.story) \(request.events): \(run.text) misses \(run.missingGlyphs)"
                        )
                    }
                }
            }
        }
        #expect(runs > 1000)
        // The fixtures hold CJK, emoji and other text that needs the fallback fonts.
        #expect(nonLatin > 20)
    }
}
