public import FeatureKit

extension LayoutItem {
    /// The item's first picture and its first text run (a row's avatar and name), or nil when it lacks either.
    public var firstPictureAndText: (picture: LayoutPart.ImageSlot, text: LayoutPart.TextRun)? {
        let picture = parts.lazy.compactMap { part -> LayoutPart.ImageSlot? in
            if case .image(let slot) = part { return slot }
            return nil
        }.first
        let text = parts.lazy.compactMap { part -> LayoutPart.TextRun? in
            if case .text(let run) = part { return run }
            return nil
        }.first
        guard let picture, let text else { return nil }
        return (picture, text)
    }
}

extension StoryMatrix {
    /// Every rule's violation in `cells` (as ``renderTextSizes(_:story:sizes:context:)`` makes them), one line
    /// each, naming the story, size, device and orientation: empty when the screens keep every rule.
    public static func violations(
        in cells: [(size: ContentSizeCategory, cell: Cell)],
        story: String,
        measurer: any TextMeasuring
    ) -> [String] {
        cells.flatMap { size, cell in
            ScreenCheck.allViolations(in: cell.document, measurer: measurer).map {
                "\(story) at \(size.rawValue) on \(cell.device.name) \(cell.orientation.rawValue): \($0)"
            }
        }
    }
}
