import FeatureKit
import FeatureTestSupport
import FeatureUsers
import Foundation
import Networking
import Testing

extension StackOverflowSuites {
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

    @Suite struct StackOverflowListWindowTests {
        /// A list past ``ListWindow/maxRows`` beside the detail of a user near its end: the window moves to the open
        /// user, so the list shows its selection (it used to lay out the first 1,000 and lose it).
        @Test func theOpenUserIsLaidOutPastTheFirstThousand() throws {
            let users = try (0..<1_500).map { index in
                try JSONDecoder().decode(
                    StackOverflowUser.self,
                    from: Data(
                        """
                        {"user_id": \(index + 1), "display_name": "User \(index + 1)", "reputation": \(index * 7),
                         "badge_counts": {"gold": 1, "silver": 2, "bronze": 3}, "user_type": "registered"}
                        """.utf8
                    )
                )
            }
            let device = try #require(DeviceProfile.named("ipad-10"))
            let content = StackOverflowLayout(measurer: EstimatedTextMeasurer())
                .content(users, selectedID: 1_401, in: ContentArea(device: device, orientation: .portrait))
            let items = content.sections.flatMap(\.items)
            #expect(items.count == ListWindow.maxRows)
            #expect(items.contains { $0.selected == .item })
        }
    }
}
