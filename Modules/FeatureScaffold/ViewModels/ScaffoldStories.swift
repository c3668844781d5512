public import FeatureKit

/// The Scaffold stories: the five every feature has (loaded, loading, empty, error, offline) and an item's detail.
public enum ScaffoldStories {
    /// Every story, `loaded` first.
    public static let all: [Story] =
        Story.common + [
            Story("detail", "An item's detail: its picture, title and subtitle.", events: [ScreenEvent("open", "0")])
        ]
}
