public import FeatureKit

/// The Mario cards screen as a function of ``UserCardsScreenModel``.
public struct UserCardsScreenLayout: Sendable {
    let measurer: any TextMeasuring
    /// The text size, appearance and direction the screens are laid out for.
    let traits: ScreenTraits

    /// Creates a layout measuring text with `measurer`, for screens with `traits`.
    public init(measurer: any TextMeasuring, traits: ScreenTraits = .standard) {
        self.measurer = measurer
        self.traits = traits
    }

    /// The screen of `model`.
    public func layout(_ model: UserCardsScreenModel, device: DeviceProfile, orientation: ScreenOrientation)
        -> LayoutDocument
    {
        let controls = Controls(measurer: measurer, traits: traits)
        let cards = model.cards
        var accessories: [ScreenChrome.Accessory] = []
        if cards.state == .stale {
            accessories.append(
                .banner(
                    id: cards.staleReason == .offline ? "offline-banner" : "stale-banner",
                    text: (cards.staleReason ?? .offline).banner("users"),
                    tone: .warning,
                    button: .init(id: "retry", title: "Retry", action: LayoutAction(UserCardsEvent.retry))
                )
            )
        }
        return ScreenComposer(measurer: measurer, traits: traits).compose(
            feature: "users",
            screen: "list",
            device: device,
            orientation: orientation,
            chrome: ScreenChrome(title: "Users", accessories: accessories)
        ) { area in
            switch cards.state {
            case .loading:
                controls.loading("Loading users…", area: area)
            case .empty:
                controls.message(
                    id: "empty",
                    title: "No users",
                    message: "The feed lists nobody right now.",
                    button: ("Refresh", LayoutAction(UserCardsEvent.refresh)),
                    area: area
                )
            case .failed(let failure):
                controls.loadFailed(
                    "users",
                    failure: failure,
                    retry: LayoutAction(UserCardsEvent.retry),
                    area: area
                )
            case .offline:
                controls.loadFailed(
                    "users",
                    failure: LoadFailure(.offline, detail: ""),
                    retry: LayoutAction(UserCardsEvent.retry),
                    area: area
                )
            case .loaded, .stale:
                controls.endingList(
                    UserCardsLayout(measurer: measurer).content(
                        cards.users,
                        selectedID: cards.selectedUserID,
                        in: area
                    ),
                    area: area
                )
            }
        }
    }
}
