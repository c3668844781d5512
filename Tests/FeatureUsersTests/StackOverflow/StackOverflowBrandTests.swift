import FeatureKit
import FeatureTestSupport
import FeatureUsers
import Foundation
import Networking
import Testing

extension StackOverflowSuites {
    /// Stack Overflow's brand colour (wagColor, #24B88E, named by its brief) is on screen as the fill under a moderator's
    /// type, in dark text (6.7:1), and never as the colour of text (2.52:1 on white), in light and in dark.
    @Suite struct StackOverflowBrandTests {
        @Test(arguments: Appearance.allCases)
        func moderatorsWearTheBrandColourUnderDarkText(appearance: Appearance) async throws {
            let context = FeatureContext(
                client: HTTPClient(configuration: .init(transport: StackOverflowFixtures.transport(), retry: .none)),
                measurer: EstimatedTextMeasurer()
            )
            let device = try #require(DeviceProfile.named("iphone-15"))
            let palette = Palette(appearance)
            let document = try await StackOverflowFeature().screen(
                ScreenRequest(device: device, traits: ScreenTraits(appearance: appearance)),
                context: context
            )
            let cells = document.items(ofKind: .stackOverflowUser)
            let moderators = cells.filter { $0.accessibility?.label.contains("moderator") == true }
            #expect(!moderators.isEmpty, "the bundled first page has moderators")
            for cell in moderators {
                let pill = cell.parts.compactMap { part -> LayoutPart.Shape? in
                    if case .shape(let shape) = part, shape.fill == palette.stackOverflowBrand { return shape }
                    return nil
                }.first
                let type = cell.parts.compactMap { part -> LayoutPart.TextRun? in
                    if case .text(let run) = part, run.text == "Moderator" { return run }
                    return nil
                }.first
                let back = try #require(pill, "\(cell.id): no brand fill")
                let text = try #require(type, "\(cell.id): no type")
                #expect(back.frame.contains(text.frame), "\(cell.id): the fill does not hold the type")
                #expect(text.color == palette.onStackOverflowBrand)
                let contrast = ScreenColor.contrast(
                    try #require(ScreenColor(hex: text.color)),
                    try #require(ScreenColor(hex: back.fill))
                )
                #expect(contrast >= 4.5, "\(cell.id): \(contrast)")
            }
            for cell in cells {
                for case .text(let run) in cell.parts {
                    #expect(run.color != palette.stackOverflowBrand, "\(cell.id): \"\(run.text)\" in the brand colour")
                }
            }
        }
    }
}
