public import FeatureKit

/// The Stack Overflow stories: the common ones, paging, avatars downloading, the quota, and a user's detail.
public enum StackOverflowStories {
    /// Every story, `loaded` first.
    public static let all: [Story] =
        Story.common + [
            Story(
                "loading-more",
                "Scrolled to the end of page 1: its users and an activity row while page 2 loads.",
                events: [ScreenEvent("appear"), ScreenEvent("hold"), ScreenEvent("load-more")]
            ),
            Story(
                "avatars-loading",
                "Users shown while their avatars download: a loading box in each avatar's place.",
                events: [ScreenEvent("avatars", "loading")]
            ),
            Story(
                "quota-exhausted",
                "The daily API quota used up on page 2: the users stay, a banner says more come tomorrow.",
                events: [ScreenEvent("appear"), ScreenEvent("network", "quota-exhausted"), ScreenEvent("load-more")]
            ),
            Story(
                "detail",
                "A user's detail: avatar, reputation, badges, type, location, profile link.",
                events: [ScreenEvent("open", "0")]
            ),
        ]
}
