public import FeatureKit

/// The specials stories: the common ones and refreshes.
public enum SpecialsStories {
    /// Every story, `loaded` first.
    public static let all: [Story] =
        Story.common + [
            Story(
                "refreshing",
                "A refresh in flight over the tiles: the pull-to-refresh spinner above them.",
                events: [ScreenEvent("appear"), ScreenEvent("hold"), ScreenEvent("refresh")]
            ),
            Story(
                "stale",
                "A refresh failed on the server's side: the tiles stay, a banner says they may be out of date.",
                events: [ScreenEvent("appear"), ScreenEvent("network", "failing"), ScreenEvent("refresh")]
            ),
            Story(
                "changed",
                "A refresh brought a new set: two specials gone, one added; a banner counts the change.",
                events: [ScreenEvent("appear"), ScreenEvent("feed", "changed"), ScreenEvent("refresh")]
            ),
        ]
}
