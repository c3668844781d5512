import FeatureKit
import FeatureTestSupport
import FeatureUsers
import Foundation
import Networking
import Testing

extension UserCardsSuites {
    @Suite struct UserCardsLayoutTests {
        func context() throws -> FeatureContext {
            FeatureContext(
                client: HTTPClient(configuration: .init(transport: UsersFixtures.transport(), retry: .none)),
                measurer: EstimatedTextMeasurer()
            )
        }

        static let cases = DeviceProfile.all.flatMap { device in ScreenOrientation.allCases.map { (device, $0) } }

        @Test(arguments: cases)
        func cardsFollowTheSizeClass(device: DeviceProfile, orientation: ScreenOrientation) async throws {
            let document = try await UsersFeature().layout(
                LayoutRequest(device: device, orientation: orientation),
                context: context()
            )
            let items = document.items(ofKind: .userCard)
            #expect(items.count == 15)
            let regular = device.sizeClass(in: orientation) == .regular
            #expect(Set(items.map(\.frame.x)).count == (regular ? 3 : 1))
            for (index, item) in items.enumerated() {
                let (avatar, name) = try #require(item.firstPictureAndText)
                #expect(!avatar.frame.intersects(name.frame), "\(item.id): text over the avatar")
                #expect(item.frame.contains(avatar.frame) && item.frame.contains(name.frame))
                #expect(abs(avatar.cornerRadius - avatar.frame.width / 2) < 0.001, "round avatar")
                if regular {
                    #expect(abs(avatar.frame.midX - item.frame.midX) < 0.01, "avatar centred")
                    #expect(name.frame.minY >= avatar.frame.maxY, "name below")
                } else {
                    #expect(name.frame.minX >= avatar.frame.maxX, "name beside")
                    #expect(
                        abs(item.frame.width - ((document.safeArea?.width ?? document.device.width) - 32)) < 0.01,
                        "full width"
                    )
                }
                #expect(name.lines.count <= 2)
                for other in items[(index + 1)...] { #expect(!item.frame.intersects(other.frame)) }
            }
            // The last row keeps the grid: its first card sits in the first column, the others follow the columns.
            if regular {
                let lastRowStart = (items.count - 1) / 3 * 3
                #expect(abs(items[lastRowStart].frame.x - items[0].frame.x) < 0.01)
                for index in lastRowStart..<items.count {
                    #expect(abs(items[index].frame.x - items[index % 3].frame.x) < 0.01)
                }
            }
        }
    }
}
