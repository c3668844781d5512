public import FeatureKit

/// The Mario cards stories: the common ones and a selected card.
public enum UserCardsStories {
    /// Every story, `loaded` first.
    public static let all: [Story] =
        Story.common + [
            Story("selected", "A card selected by a tap: highlighted.", events: [ScreenEvent("open", "1")])
        ]
}
