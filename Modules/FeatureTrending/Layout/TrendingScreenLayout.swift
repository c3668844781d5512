public import FeatureKit
import Foundation

/// The trending screens as functions of ``TrendingScreenModel``: a tab bar (Trending | Favourites); on the Trending
/// tab the timeframe's segmented control, the search field, banners for offline and rate limits, the rows and the
/// next page's activity row; the detail pushed on compact widths and beside the list on regular ones.
public struct TrendingScreenLayout: Sendable {
    let measurer: any TextMeasuring
    /// The text size, appearance and direction the screens are laid out for.
    let traits: ScreenTraits

    /// Creates a layout measuring text with `measurer`, for screens with `traits`.
    public init(measurer: any TextMeasuring, traits: ScreenTraits = .standard) {
        self.measurer = measurer
        self.traits = traits
    }

    static let titles: [Timeframe: String] = [
        .day: "Trending today", .week: "Trending this week", .month: "Trending this month",
    ]

    /// The visible screen of `model`.
    public func layout(_ model: TrendingScreenModel, device: DeviceProfile, orientation: ScreenOrientation)
        -> LayoutDocument
    {
        let composer = ScreenComposer(measurer: measurer, traits: traits)
        let controls = Controls(measurer: measurer, traits: traits)
        let layout = TrendingLayout(measurer: measurer)
        let tabs = ScreenChrome.Tabs(
            options: TrendingScreenModel.Tab.allCases.map { tab in
                .init(tab.rawValue, tab.title, action: LayoutAction(TrendingEvent.tab(tab)), icon: tab.icon)
            },
            selected: model.tab.rawValue
        )
        let regular = device.sizeClass(in: orientation) == .regular
        if !regular, let detail = model.detail {
            return composer.compose(
                feature: "trending",
                screen: "detail",
                device: device,
                orientation: orientation,
                chrome: ScreenChrome(
                    title: "Repository",
                    leading: ScreenChrome.back(LayoutAction(TrendingEvent.back)),
                    tabs: tabs,
                    transition: .slideLeft
                )
            ) { area in layout.detailContent(detail, in: area) }
        }
        let detail = regular ? model.detail : nil
        if model.tab == .favourites {
            return composer.compose(
                feature: "trending",
                screen: "favourites",
                device: device,
                orientation: orientation,
                chrome: ScreenChrome(
                    title: "Favourites",
                    accessories: model.favourites.isEmpty
                        ? []
                        : [
                            .search(
                                query: model.favouritesQuery,
                                placeholder: "Search favourites",
                                action: LayoutAction(TrendingEvent.search(model.favouritesQuery))
                            )
                        ],
                    tabs: tabs
                )
            ) { area in
                if let error = model.favouritesError {
                    return controls.message(
                        id: "favourites-error",
                        title: "Couldn't open your favourites",
                        message: "\(error)",
                        button: nil,
                        area: area
                    )
                }
                if model.cells.isEmpty, !model.favouritesQuery.isEmpty {
                    return controls.message(
                        id: "no-matches",
                        title: "No matches",
                        message: "No favourite matches \u{201C}\(model.favouritesQuery)\u{201D}.",
                        button: ("Clear search", LayoutAction(TrendingEvent.search(""))),
                        area: area
                    )
                }
                if model.cells.isEmpty {
                    return controls.message(
                        id: "empty",
                        title: "No favourites yet",
                        message: "Open a repository and tap Add to favourites; favourites are kept offline.",
                        button: nil,
                        area: area
                    )
                }
                return layout.listContent(model.cells, detail: detail, deletable: true, in: area)
            }
        }
        let list = model.list
        var accessories: [ScreenChrome.Accessory] = [
            .segmented(
                id: "timeframe",
                options: Timeframe.allCases.map { timeframe in
                    .init(timeframe.rawValue, timeframe.title, action: LayoutAction(TrendingEvent.timeframe(timeframe)))
                },
                selected: list.timeframe.rawValue
            ),
            .search(
                query: list.query,
                placeholder: "Search repositories",
                action: LayoutAction(TrendingEvent.search(list.query))
            ),
        ]
        let hasRows = !list.repositories.isEmpty
        switch list.state {
        case .offline(let message) where hasRows:
            accessories.append(
                .banner(
                    id: "offline-banner",
                    text: message,
                    tone: .warning,
                    button: .init(id: "retry", title: "Retry", action: LayoutAction(TrendingEvent.retry))
                )
            )
        case .rateLimited(let resetsAt):
            accessories.append(
                .banner(id: "rate-limit-banner", text: Self.rateLimitText(resetsAt), tone: .warning, button: nil)
            )
        case .failed(let failure) where hasRows:
            accessories.append(
                .banner(
                    id: "error-banner",
                    text: failure.morePageSentence("repositories"),
                    tone: .error,
                    button: .init(id: "retry", title: "Retry", action: LayoutAction(TrendingEvent.retry))
                )
            )
        default:
            break
        }
        var document = composer.compose(
            feature: "trending",
            screen: "list",
            device: device,
            orientation: orientation,
            chrome: ScreenChrome(title: Self.titles[list.timeframe] ?? "Trending", accessories: accessories, tabs: tabs)
        ) { area in
            switch list.state {
            case .loading:
                return controls.loading("Loading trending repositories…", area: area)
            case .failed(let failure) where !hasRows:
                return controls.loadFailed(
                    "repositories",
                    failure: failure,
                    retry: LayoutAction(TrendingEvent.retry),
                    area: area
                )
            case .offline(let message) where !hasRows:
                return controls.message(
                    id: "offline",
                    title: "You're offline",
                    message: message,
                    button: ("Retry", LayoutAction(TrendingEvent.retry)),
                    area: area
                )
            case .empty:
                return controls.message(
                    id: "empty",
                    title: "Nothing trending yet",
                    message: "No repository was created in this period. Try a longer timeframe.",
                    button: ("Show this month", LayoutAction(TrendingEvent.timeframe(.month))),
                    area: area
                )
            default:
                let cells = model.cells
                if cells.isEmpty, !list.query.isEmpty {
                    return controls.message(
                        id: "no-matches",
                        title: "No matches",
                        message: "No loaded repository matches \u{201C}\(list.query)\u{201D}.",
                        button: ("Clear search", LayoutAction(TrendingEvent.search(""))),
                        area: area
                    )
                }
                let content = layout.listContent(
                    cells,
                    detail: detail,
                    loadingMore: list.state == .loadingMore,
                    in: area
                )
                // A footer that says why the list stops here: its end, a search limit with its reset time, no
                // connection, a failed page; with more to come, scrolling to the end loads it (no footer).
                if cells.isEmpty || list.state == .loadingMore { return content }
                switch list.state {
                case .rateLimited(let resetsAt):
                    return controls.endingList(content, area: area, text: Self.rateLimitFooter(resetsAt))
                case .offline:
                    return controls.endingList(content, area: area, text: Self.offlineFooter)
                case .failed:
                    return controls.endingList(content, area: area, text: "Couldn't load more repositories.")
                default:
                    return list.nextPage != nil ? content : controls.endingList(content, area: area)
                }
            }
        }
        if list.nextPage != nil, !list.pageInFlight, !list.repositories.isEmpty {
            document.endOfList = LayoutAction(TrendingEvent.loadMore)
        }
        return document
    }

    /// The footer of a list that stopped because the connection went.
    static let offlineFooter = "More load when you're back online."

    /// The footer of a list paused by the search limit.
    static func rateLimitFooter(_ resetsAt: Date?) -> String {
        guard let resetsAt else { return "More after GitHub's search limit resets." }
        return "More after \(LoadFailure.clockTime(resetsAt)) UTC, when GitHub's search limit resets."
    }

    /// The rate-limit banner's sentence.
    static func rateLimitText(_ resetsAt: Date?) -> String {
        guard let resetsAt else {
            return "GitHub's search limit is used up; the rows loaded so far stay. Try again later."
        }
        return
            "GitHub's search limit is used up until \(LoadFailure.clockTime(resetsAt)) UTC; the rows loaded so far stay."
    }
}

extension Timeframe {
    /// The segment's title.
    fileprivate var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

extension TrendingScreenModel.Tab {
    /// The tab's title.
    fileprivate var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    /// The tab's symbol: a flame for what is trending, a star for favourites.
    fileprivate var icon: SystemGlyph {
        switch self {
        case .trending: .flame
        case .favourites: .star
        }
    }
}
