import FeatureKit
import FeatureTestSupport
import FeatureUsers
import Foundation
import Networking
import Testing

extension StackOverflowSuites {
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

        @Test(arguments: StackOverflowStories.all.map(\.name))
        func stackOverflowKeepsEveryRuleAtEveryTestedTextSize(story: String) async throws {
            let cells = try await StoryMatrix.renderTextSizes(StackOverflowFeature(), story: story, context: context())
            let found = StoryMatrix.violations(in: cells, story: story, measurer: measurer)
            #expect(found == [], "\(found.count) violations")
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
                    let found = try #require(row.firstPictureAndText)
                    if size.isAccessibilityCategory {
                        #expect(found.text.frame.minY >= found.picture.frame.maxY, "\(row.id): name under the avatar")
                    } else {
                        #expect(found.text.frame.minX >= found.picture.frame.maxX, "\(row.id): name beside the avatar")
                    }
                }
            }
        }
    }
}
