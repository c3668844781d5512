import LayoutKit
import ScreenChecks
import ScreenControls

extension ScreenEventType {
    /// `events` without those that later ones override, by the type's own declarations: an event that
    /// ``replacesEarlierOfItsKind`` drops the events of its name right before it (`timeframe:week,timeframe:month`
    /// is `timeframe:month`), and an event that ``undoes(_:)`` the one right before it drops both once a further
    /// event of the model follows (`open:2,back,open:3` is `open:3`). The compacted list reaches the same document
    /// (the story rendering tests check it for every story and a long random walk), so a browser's URL stays short.
    ///
    /// Only neighbours are compacted, and never across an event the model does not take (a condition such as
    /// `network:offline`): what a dropped event asked of the network or when the first load happens then cannot
    /// change. An undone pair at the end stays, since the document says how the screen came on (`back` slides).
    public static func compacted(_ events: [ScreenEvent], feature: String) -> [ScreenEvent] {
        var kept: [(wire: ScreenEvent, typed: Self?)] = []
        // A pair just undone, put back if no event of the model follows it.
        var undone: [(wire: ScreenEvent, typed: Self?)] = []
        for event in events {
            let typed = (try? Self(event, feature: feature)) ?? nil
            guard let typed else {
                kept += undone
                undone = []
                kept.append((event, nil))
                continue
            }
            undone = []
            if let last = kept.last, let earlier = last.typed, typed.undoes(earlier) {
                undone = [kept.removeLast(), (event, typed)]
                continue
            }
            if typed.replacesEarlierOfItsKind {
                while let last = kept.last, last.typed != nil, last.wire.name == event.name { kept.removeLast() }
            }
            kept.append((event, typed))
        }
        return (kept + undone).map(\.wire)
    }
}
