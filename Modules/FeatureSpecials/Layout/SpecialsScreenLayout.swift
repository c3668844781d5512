public import FeatureKit

/// The specials screen as a function of ``SpecialsScreenModel``: the tiles in each state, the refresh spinner,
/// and banners for stale tiles and for what a refresh changed.
public struct SpecialsScreenLayout: Sendable {
    let measurer: any TextMeasuring
    /// The text size, appearance and direction the screens are laid out for.
    let traits: ScreenTraits

    /// Creates a layout measuring text with `measurer`, for screens with `traits`.
    public init(measurer: any TextMeasuring, traits: ScreenTraits = .standard) {
        self.measurer = measurer
        self.traits = traits
    }

    /// The screen of `model`.
    public func layout(_ model: SpecialsScreenModel, device: DeviceProfile, orientation: ScreenOrientation)
        -> LayoutDocument
    {
        let controls = Controls(measurer: measurer, traits: traits)
        let layout = SpecialsLayout(measurer: measurer)
        var accessories: [ScreenChrome.Accessory] = []
        if case .loadedStale = model.list.state, let reason = model.staleReason {
            accessories.append(
                .banner(
                    id: reason == .offline ? "offline-banner" : "stale-banner",
                    text: reason.banner("specials"),
                    tone: .warning,
                    button: .init(id: "retry", title: "Retry", action: LayoutAction(SpecialsEvent.retry))
                )
            )
        } else if let change = model.list.lastChange, !change.isEmpty, case .loaded = model.list.state {
            accessories.append(
                .banner(
                    id: "changed-banner",
                    text: "Updated: \(change.inserted.count) new, \(change.removed.count) no longer on special.",
                    tone: .info,
                    button: nil
                )
            )
        }
        var document = ScreenComposer(measurer: measurer, traits: traits).compose(
            feature: SpecialsLayout.feature,
            screen: SpecialsLayout.screen,
            device: device,
            orientation: orientation,
            chrome: ScreenChrome(title: SpecialsLayout.title, accessories: accessories)
        ) { area in
            switch model.list.state {
            case .loading:
                return controls.loading("Loading this week's specials…", area: area)
            case .empty:
                return controls.message(
                    id: "empty",
                    title: "No specials today",
                    message: "The manager has no specials on right now. Check back tomorrow.",
                    button: ("Refresh", LayoutAction(SpecialsEvent.refresh)),
                    area: area
                )
            case .failed(let failure):
                return controls.loadFailed(
                    "specials",
                    failure: failure,
                    retry: LayoutAction(SpecialsEvent.retry),
                    area: area
                )
            case .loaded(let tiles), .loadedStale(let tiles):
                guard let feed = model.list.feed else { return ScreenContent(sections: [], height: area.height) }
                let top = model.refreshing ? 60.0 : 0
                var content = layout.content(tiles: tiles, canvasUnit: feed.canvasUnit, in: area, top: top)
                if model.refreshing {
                    content.sections.insert(
                        LayoutSection(
                            id: "refresh",
                            items: [controls.activityRow(id: "refreshing", y: 0, width: area.width)]
                        ),
                        at: 0
                    )
                }
                return controls.endingList(content, area: area)
            }
        }
        if case .loaded = model.list.state { document.background = traits.palette.groupedBackground }
        if case .loadedStale = model.list.state { document.background = traits.palette.groupedBackground }
        return document
    }
}
