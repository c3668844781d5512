import FeatureKit
import FeatureStackOverflow
import FeatureTestSupport
import Foundation
import Networking
import Testing

@Suite struct StackOverflowLayoutTests {
    func context() throws -> FeatureContext {
        FeatureContext(
            client: HTTPClient(configuration: .init(transport: StackOverflowFixtures.transport(), retry: .none)),
            measurer: EstimatedTextMeasurer()
        )
    }

    static let cases = DeviceProfile.all.flatMap { device in ScreenOrientation.allCases.map { (device, $0) } }

    @Test(arguments: cases)
    func stackOverflowColumnsAndCells(device: DeviceProfile, orientation: ScreenOrientation) async throws {
        let document = try await StackOverflowFeature().layout(
            LayoutRequest(device: device, orientation: orientation),
            context: context()
        )
        let items = document.items(ofKind: .stackOverflowUser)
        #expect(items.count == 30)
        #expect(
            Set(items.map(\.frame.x)).count == StackOverflowLayout.columns(device: device, orientation: orientation)
        )
        for item in items {
            let parts = item.parts.filter { item.frame.contains($0.frame) }
            #expect(parts.count == item.parts.count, "\(item.id) draws outside its cell")
            let texts = item.parts.compactMap { part -> String? in
                if case .text(let run) = part { return run.text }
                return nil
            }
            #expect(!texts.contains { $0.contains("&#") })
        }
        let moderators = items.filter { item in
            item.parts.contains { part in
                // The type label says so (the list no longer draws a diamond after the name).
                if case .text(let run) = part { return run.text == "Moderator" }
                return false
            }
        }
        #expect(!moderators.isEmpty)
    }
}
