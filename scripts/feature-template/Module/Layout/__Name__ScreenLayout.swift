public import FeatureKit

/// The __Name__ screens as a function of ``__Name__ScreenModel``: the list (its loading, empty, failed and offline
/// states included) and an item's detail.
public struct __Name__ScreenLayout: Sendable {
    let measurer: any TextMeasuring
    /// The text size, appearance and direction the screens are laid out for.
    let traits: ScreenTraits

    /// Creates a layout measuring text with `measurer`, for screens with `traits`.
    public init(measurer: any TextMeasuring, traits: ScreenTraits = .standard) {
        self.measurer = measurer
        self.traits = traits
    }

    /// The screen of `model`.
    public func layout(_ model: __Name__ScreenModel, device: DeviceProfile, orientation: ScreenOrientation)
        -> LayoutDocument
    {
        let controls = Controls(measurer: measurer, traits: traits)
        let composer = ScreenComposer(measurer: measurer, traits: traits)
        if let index = model.openIndex, model.items.indices.contains(index) {
            let item = model.items[index]
            return composer.compose(
                feature: "__name__",
                screen: "detail",
                device: device,
                orientation: orientation,
                chrome: ScreenChrome(title: item.title, leading: ScreenChrome.back(LayoutAction(__Name__Event.back)))
            ) { area in
                __Name__Layout(controls: controls).detail(item, in: area)
            }
        }
        var accessories: [ScreenChrome.Accessory] = []
        if model.state == .stale {
            accessories.append(
                .banner(
                    id: model.staleReason == .offline ? "offline-banner" : "stale-banner",
                    text: (model.staleReason ?? .offline).banner("items"),
                    tone: .warning,
                    button: .init(id: "retry", title: "Retry", action: LayoutAction(__Name__Event.retry))
                )
            )
        }
        return composer.compose(
            feature: "__name__",
            screen: "list",
            device: device,
            orientation: orientation,
            chrome: ScreenChrome(title: "__Name__", accessories: accessories)
        ) { area in
            switch model.state {
            case .loading:
                controls.loading("Loading items…", area: area)
            case .empty:
                controls.message(
                    id: "empty",
                    title: "Nothing here yet",
                    message: "The list is empty right now.",
                    button: ("Refresh", LayoutAction(__Name__Event.refresh)),
                    area: area
                )
            case .failed(let message):
                controls.loadFailed(
                    "items",
                    offline: false,
                    message: message,
                    retry: LayoutAction(__Name__Event.retry),
                    area: area
                )
            case .offline:
                controls.loadFailed(
                    "items",
                    offline: true,
                    message: "",
                    retry: LayoutAction(__Name__Event.retry),
                    area: area
                )
            case .loaded, .stale:
                controls.endingList(__Name__Layout(controls: controls).list(model.items, in: area), area: area)
            }
        }
    }
}
