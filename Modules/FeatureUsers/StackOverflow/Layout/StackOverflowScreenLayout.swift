public import FeatureKit
import Foundation

/// The Stack Overflow screens as functions of ``StackOverflowScreenModel``: the paged list in each state, and a
/// user's detail.
public struct StackOverflowScreenLayout: Sendable {
    let measurer: any TextMeasuring
    /// The text size, appearance and direction the screens are laid out for.
    let traits: ScreenTraits

    /// Creates a layout measuring text with `measurer`, for screens with `traits`.
    public init(measurer: any TextMeasuring, traits: ScreenTraits = .standard) {
        self.measurer = measurer
        self.traits = traits
    }

    /// The visible screen of `model`.
    public func layout(_ model: StackOverflowScreenModel, device: DeviceProfile, orientation: ScreenOrientation)
        -> LayoutDocument
    {
        let composer = ScreenComposer(measurer: measurer, traits: traits)
        let controls = Controls(measurer: measurer, traits: traits)
        if let user = model.openUser {
            return composer.compose(
                feature: "stackoverflow",
                screen: "detail",
                device: device,
                orientation: orientation,
                chrome: ScreenChrome(
                    title: "User",
                    leading: ScreenChrome.back(LayoutAction(StackOverflowEvent.back)),
                    transition: .slideLeft
                )
            ) { area in
                // On a tablet the list stays beside the detail, the open user marked.
                guard SplitView.isSplit(area) else { return detail(user, area: area, controls: controls) }
                return SplitView.content(
                    in: area,
                    list: {
                        StackOverflowLayout(measurer: measurer).content(
                            model.list.users,
                            avatarsLoading: model.avatarsLoading,
                            selectedID: user.id,
                            in: $0
                        )
                    },
                    detail: { detail(user, area: $0, controls: controls) }
                )
            }
        }
        let list = model.list
        let offline = model.lastError?.isOffline == true
        var accessories: [ScreenChrome.Accessory] = []
        switch list.state {
        case .quotaExhausted:
            accessories.append(.banner(id: "quota-banner", text: list.message ?? "", tone: .warning, button: nil))
        case .stale:
            let reason = model.lastError.map(StaleReason.init) ?? .offline
            accessories.append(
                .banner(
                    id: reason == .offline ? "offline-banner" : "stale-banner",
                    text: reason.banner("users"),
                    tone: .warning,
                    button: .init(id: "retry", title: "Retry", action: LayoutAction(StackOverflowEvent.retry))
                )
            )
        case .failed(let failure) where !list.users.isEmpty:
            accessories.append(
                .banner(
                    id: "error-banner",
                    text: failure.morePageSentence("users"),
                    tone: .error,
                    button: .init(id: "retry", title: "Retry", action: LayoutAction(StackOverflowEvent.loadMore))
                )
            )
        default:
            break
        }
        var document = composer.compose(
            feature: "stackoverflow",
            screen: "list",
            device: device,
            orientation: orientation,
            chrome: ScreenChrome(title: "Stack Overflow users", accessories: accessories)
        ) { area in
            switch list.state {
            case .idle, .loading:
                return controls.loading("Loading users…", area: area)
            case .empty:
                return controls.message(
                    id: "empty",
                    title: "No users",
                    message: "Stack Exchange returned nobody for this query.",
                    button: ("Refresh", LayoutAction(StackOverflowEvent.refresh)),
                    area: area
                )
            case .failed(let failure) where list.users.isEmpty:
                return controls.loadFailed(
                    "users",
                    failure: failure,
                    retry: LayoutAction(StackOverflowEvent.retry),
                    area: area
                )
            default:
                let content = StackOverflowLayout(measurer: measurer).content(
                    list.users,
                    loadingMore: list.state == .loadingMore,
                    avatarsLoading: model.avatarsLoading,
                    in: area
                )
                // A footer that says why the list stops here: its end, the day's quota, no connection, a failed
                // page; with more to come, scrolling to the end loads it (no footer).
                switch list.state {
                case .loadingMore: return content
                case .quotaExhausted:
                    return controls.endingList(
                        content,
                        area: area,
                        text: "More users tomorrow, when the daily quota resets."
                    )
                case .stale where offline:
                    return controls.endingList(content, area: area, text: "More load when you're back online.")
                case .failed:
                    return controls.endingList(content, area: area, text: "Couldn't load more users.")
                default:
                    return list.hasMore ? content : controls.endingList(content, area: area)
                }
            }
        }
        if list.hasMore, list.pageInFlight == nil, !list.loadedPages.isEmpty, list.state != .quotaExhausted {
            document.endOfList = LayoutAction(StackOverflowEvent.loadMore)
        }
        return document
    }

    private func detail(_ user: StackOverflowUser, area: ContentArea, controls: Controls) -> ScreenContent {
        StackOverflowDetailLayout(measurer: measurer, controls: controls).content(user, area: area)
    }
}
