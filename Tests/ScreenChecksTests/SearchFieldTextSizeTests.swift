import FeatureTestSupport
import Foundation
import LayoutKit
import ScreenChecks
import ScreenControls
import Testing

/// A search field's text never breaks inside a word: at AX5 on an iPhone SE "Search repositories" wrapped as
/// "Search" / "repositorie" / "s"; now it ends after its whole words in an ellipsis ("Search…"), as a search bar's
/// placeholder does on iOS, and the field is as tall as the lines it shows.
@Suite struct SearchFieldTextSizeTests {
    @Test(arguments: [ContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge])
    func theSearchFieldKeepsItsWordsWhole(size: ContentSizeCategory) throws {
        let device = try #require(DeviceProfile.named("iphone-se"))
        let measurer = EstimatedTextMeasurer()
        let composer = ScreenComposer(measurer: measurer, traits: ScreenTraits(textSize: size))
        let action = LayoutAction(event: "search", value: "")
        let document = composer.compose(
            feature: "test",
            screen: "list",
            device: device,
            orientation: .portrait,
            chrome: ScreenChrome(
                title: "Trending",
                accessories: [.search(query: "", placeholder: "Search repositories", action: action)]
            )
        ) { _ in ScreenContent(sections: [], height: 0) }
        let field = try #require(document.items(ofKind: .searchField).first)
        let runs = field.parts.compactMap { part -> LayoutPart.TextRun? in
            if case .text(let run) = part { return run }
            return nil
        }
        let run = try #require(runs.first)
        #expect(run.lines.count == 1, "\(size.rawValue): \(run.lines)")
        // Only whole words are shown, "Search" or "Search repositories", never "repositorie".
        for line in run.lines {
            let words = line.replacingOccurrences(of: "…", with: "").split(separator: " ").map(String.init)
            #expect(words.allSatisfy { ["Search", "repositories"].contains($0) }, "\(line)")
        }
        #expect(ScreenCheck.allViolations(in: document, measurer: measurer).isEmpty)
        // A search field is a bar: its text grows up to the bars' largest size (xxl) and no further.
        #expect(run.fontSize == TextStyle.callout.size(at: min(size, ScreenTraits.largestBarTextSize)))
        #expect(field.frame.height >= measurer.lineHeight(fontSize: run.fontSize))
        #expect(field.frame.height < 2 * measurer.lineHeight(fontSize: run.fontSize) + 16)
        #expect(run.role == (size == .large ? .primary : .secondary) || run.hides == nil)
    }
}
