public import FeatureKit

/// The recipes stories: the common ones and the navigation the app had.
public enum RecipesStories {
    /// The list position of the first "Other" recipe in the bundled feed (after its 15 Popular ones).
    static let otherIndex = 15

    /// Every story, `loaded` first.
    public static let all: [Story] =
        Story.common + [
            Story(
                "detail",
                "A recipe's detail: image, ingredients, its link; a back control.",
                events: [ScreenEvent("open", "0")]
            ),
            Story(
                "other-detail",
                "An \"Other\" recipe's detail: the data has no photo, so none is drawn; title, ingredients, link.",
                events: [ScreenEvent("open", "\(otherIndex)")]
            ),
            Story(
                "browser",
                "The in-app browser the detail's link opens, its page loading: the address, a progress bar under it, "
                    + "a close control.",
                events: [ScreenEvent("open", "0"), ScreenEvent("open-link")]
            ),
            Story(
                "browser-cannot-open",
                "The in-app browser when the page cannot load (the bundled feed's hosts are all gone): the page iOS "
                    + "shows, and Try Again.",
                events: [ScreenEvent("open", "0"), ScreenEvent("open-link"), ScreenEvent("page-failed")]
            ),
            Story(
                "back-to-list",
                "Back from a detail: the list again, brought on by a slide to the right.",
                events: [ScreenEvent("open", "0"), ScreenEvent("back")]
            ),
        ]
}
