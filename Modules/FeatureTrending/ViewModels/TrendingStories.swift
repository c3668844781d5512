public import FeatureKit

/// The trending stories: the common ones, the timeframes, search, paging, limits, detail and favourites.
public enum TrendingStories {
    static let favouriteTwo = [
        ScreenEvent("open", "0"), ScreenEvent("favourite"), ScreenEvent("open", "2"), ScreenEvent("favourite"),
        ScreenEvent("back"), ScreenEvent("tab", "favourites"),
    ]

    /// Every story, `loaded` first.
    public static let all: [Story] =
        Story.common + [
            Story(
                "day",
                "Repositories created in the last day, by stars; the segmented control on Day.",
                events: [ScreenEvent("timeframe", "day")]
            ),
            Story(
                "week",
                "The last week's repositories; the segmented control on Week.",
                events: [ScreenEvent("timeframe", "week")]
            ),
            Story(
                "month",
                "The last month's repositories; the segmented control on Month.",
                events: [ScreenEvent("timeframe", "month")]
            ),
            Story(
                "search",
                "The search field holding a query, the list filtered by it.",
                events: [ScreenEvent("search", "otter")]
            ),
            Story(
                "loading-more",
                "Scrolled to the end of page 1: its rows and an activity row while page 2 loads.",
                events: [ScreenEvent("timeframe", "week"), ScreenEvent("hold"), ScreenEvent("load-more")]
            ),
            Story(
                "rate-limited",
                "GitHub's search limit used up while paging: the rows stay, a banner says when it resets.",
                events: [
                    ScreenEvent("timeframe", "week"), ScreenEvent("network", "rate-limited"), ScreenEvent("load-more"),
                ]
            ),
            Story(
                "detail",
                "A repository's detail: stars, forks, language, created, link, favourite button.",
                events: [ScreenEvent("open", "0")],
                auditsEveryTextSize: true
            ),
            Story(
                "favourites",
                "The Favourites tab with two saved repositories, each with a delete action.",
                events: favouriteTwo
            ),
            Story(
                "favourites-search",
                "Searching the Favourites tab: its rows filtered by the query; the tab stays Favourites.",
                events: favouriteTwo + [ScreenEvent("search", "otter")]
            ),
            Story(
                "favourite-detail",
                "A favourite's detail, opened from the Favourites tab.",
                events: favouriteTwo + [ScreenEvent("open", "0")]
            ),
        ]
}
