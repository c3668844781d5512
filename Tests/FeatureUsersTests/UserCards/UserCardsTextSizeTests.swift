import FeatureKit
import FeatureTestSupport
import FeatureUsers
import Foundation
import Networking
import Testing

extension UserCardsSuites {
    /// The user screens at Large, xxxLarge and AX5 on the smallest phone, a phone in landscape and a tablet: every rule
    /// holds, and rows stack their avatar above the text at accessibility sizes, as iOS apps do.
    @Suite struct UserCardsTextSizeTests {
        let measurer = EstimatedTextMeasurer()

        func context() -> FeatureContext {
            FeatureContext(
                client: HTTPClient(configuration: .init(transport: UsersFixtures.transport(), retry: .none)),
                measurer: measurer
            )
        }

        @Test(arguments: UserCardsStories.all.map(\.name))
        func cardsKeepEveryRuleAtEveryTestedTextSize(story: String) async throws {
            let cells = try await StoryMatrix.renderTextSizes(UsersFeature(), story: story, context: context())
            let found = StoryMatrix.violations(in: cells, story: story, measurer: measurer)
            #expect(found == [], "\(found.count) violations")
        }

        @Test func phoneRowsHaveTheAvatarAboveTheNameAtAX5AndBesideItAtLarge() async throws {
            let se = try #require(DeviceProfile.named("iphone-se"))
            for size in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
                let document = try await StoryMatrix.render(
                    UsersFeature(),
                    story: "loaded",
                    on: se,
                    .portrait,
                    traits: ScreenTraits(textSize: size),
                    context: context()
                ).document
                let rows = document.items(ofKind: .userCard)
                #expect(!rows.isEmpty)
                for row in rows {
                    let found = try #require(row.firstPictureAndText)
                    if size.isAccessibilityCategory {
                        #expect(found.text.frame.minY >= found.picture.frame.maxY, "\(row.id): name under the avatar")
                    } else {
                        #expect(found.text.frame.minX >= found.picture.frame.maxX, "\(row.id): name beside the avatar")
                    }
                }
            }
        }

        @Test func theTabletGridHasFewerColumnsAtAX5() async throws {
            let ipad = try #require(DeviceProfile.named("ipad-10"))
            var columns: [ContentSizeCategory: Int] = [:]
            for size in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
                let document = try await StoryMatrix.render(
                    UsersFeature(),
                    story: "loaded",
                    on: ipad,
                    .landscape,
                    traits: ScreenTraits(textSize: size),
                    context: context()
                ).document
                columns[size] = Set(document.items(ofKind: .userCard).map(\.frame.x)).count
            }
            #expect(columns[.large] == 3)
            #expect((columns[.accessibilityExtraExtraExtraLarge] ?? 3) < 3)
        }
    }
}
