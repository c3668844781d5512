import FeatureKit
import FeatureStackOverflow
import FeatureTestSupport
import Foundation
import Networking
import Testing

/// The user screens at Large, xxxLarge and AX5 on the smallest phone, a phone in landscape and a tablet: every rule
/// holds, and rows stack their avatar above the text at accessibility sizes, as iOS apps do.
@Suite struct StackOverflowTextSizeTests {
    let measurer = EstimatedTextMeasurer()

    func context() -> FeatureContext {
        FeatureContext(
            client: HTTPClient(configuration: .init(transport: StackOverflowFixtures.transport(), retry: .none)),
            measurer: measurer
        )
    }

    func expectNoViolations(_ cells: [(size: ContentSizeCategory, cell: StoryMatrix.Cell)], _ story: String) {
        for (size, cell) in cells {
            let problems = ScreenCheck.allViolations(in: cell.document, measurer: measurer)
            #expect(
                problems == [],
                "\(story) at \(size.rawValue) on \(cell.device.name) \(cell.orientation.rawValue): \(problems)"
            )
        }
    }

    @Test(arguments: StackOverflowStories.all.map(\.name))
    func stackOverflowKeepsEveryRuleAtEveryTestedTextSize(story: String) async throws {
        expectNoViolations(
            try await StoryMatrix.renderTextSizes(StackOverflowFeature(), story: story, context: context()),
            story
        )
    }

    /// The first image of `item` and its first text run.
    func avatarAndName(_ item: LayoutItem) -> (avatar: Rect, name: Rect)? {
        let image = item.parts.lazy.compactMap { part -> Rect? in
            if case .image(let slot) = part { return slot.frame }
            return nil
        }.first
        let name = item.parts.lazy.compactMap { part -> Rect? in
            if case .text(let run) = part { return run.frame }
            return nil
        }.first
        guard let image, let name else { return nil }
        return (image, name)
    }

    @Test func phoneRowsHaveTheAvatarAboveTheNameAtAX5AndBesideItAtLarge() async throws {
        let se = try #require(DeviceProfile.named("iphone-se"))
        for size in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
            let document = try await StoryMatrix.render(
                StackOverflowFeature(),
                story: "loaded",
                on: se,
                .portrait,
                traits: ScreenTraits(textSize: size),
                context: context()
            ).document
            let rows = document.items(ofKind: .stackOverflowUser)
            #expect(!rows.isEmpty)
            for row in rows {
                let found = try #require(avatarAndName(row))
                if size.isAccessibilityCategory {
                    #expect(found.name.minY >= found.avatar.maxY, "\(row.id): name under the avatar")
                } else {
                    #expect(found.name.minX >= found.avatar.maxX, "\(row.id): name beside the avatar")
                }
            }
        }
    }
}
