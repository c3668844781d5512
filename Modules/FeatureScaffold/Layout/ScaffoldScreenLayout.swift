public import FeatureKit

/// The Scaffold screens as a function of ``ScaffoldScreenModel``: the list (its loading, empty, failed and offline
/// states included) and an item's detail.
public struct ScaffoldScreenLayout: Sendable {
    let measurer: any TextMeasuring
    /// The text size, appearance and direction the screens are laid out for.
    let traits: ScreenTraits

    /// Creates a layout measuring text with `measurer`, for screens with `traits`.
    public init(measurer: any TextMeasuring, traits: ScreenTraits = .standard) {
        self.measurer = measurer
        self.traits = traits
    }

    /// The screen of `model`.
    public func layout(_ model: ScaffoldScreenModel, device: DeviceProfile, orientation: ScreenOrientation)
        -> LayoutDocument
    {
        let controls = Controls(measurer: measurer, traits: traits)
        let composer = ScreenComposer(measurer: measurer, traits: traits)
        if let index = model.openIndex, model.items.indices.contains(index) {
            let item = model.items[index]
            return composer.compose(
                feature: "scaffold",
                screen: "detail",
                device: device,
                orientation: orientation,
                chrome: ScreenChrome(title: item.title, leading: ScreenChrome.back(LayoutAction(ScaffoldEvent.back)))
            ) { area in
                let content = ScaffoldLayout(controls: controls)
                // On a tablet the detail sits beside its list, as a split view shows it.
                guard SplitView.isSplit(area) else { return content.detail(item, in: area) }
                return SplitView.content(
                    in: area,
                    list: { content.list(model.items, in: $0) },
                    detail: { content.detail(item, in: $0) }
                )
            }
        }
        var accessories: [ScreenChrome.Accessory] = []
        if model.state == .stale {
            accessories.append(
                .banner(
                    id: model.staleReason == .offline ? "offline-banner" : "stale-banner",
                    text: (model.staleReason ?? .offline).banner("items"),
                    tone: .warning,
                    button: .init(id: "retry", title: "Retry", action: LayoutAction(ScaffoldEvent.retry))
                )
            )
        }
        return composer.compose(
            feature: "scaffold",
            screen: "list",
            device: device,
            orientation: orientation,
            chrome: ScreenChrome(title: "Scaffold", accessories: accessories)
        ) { area in
            switch model.state {
            case .loading:
                controls.loading("Loading items…", area: area)
            case .empty:
                controls.message(
                    id: "empty",
                    title: "Nothing here yet",
                    message: "The list is empty right now.",
                    button: ("Refresh", LayoutAction(ScaffoldEvent.refresh)),
                    area: area
                )
            case .failed(let failure):
                controls.loadFailed(
                    "items",
                    failure: failure,
                    retry: LayoutAction(ScaffoldEvent.retry),
                    area: area
                )
            case .offline:
                controls.loadFailed(
                    "items",
                    failure: LoadFailure(.offline, detail: ""),
                    retry: LayoutAction(ScaffoldEvent.retry),
                    area: area
                )
            case .loaded, .stale:
                controls.endingList(ScaffoldLayout(controls: controls).list(model.items, in: area), area: area)
            }
        }
    }
}
