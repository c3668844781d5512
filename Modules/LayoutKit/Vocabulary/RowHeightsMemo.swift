import Synchronization

/// The row heights a windowed list or grid measured for its last proposal: measuring and then placing a list of
/// 20,000 rows measures each row once. Rows are values made by a pure function of their index, so the same
/// proposal and traits give the same heights. A tree is made for one layout (a list value lives as long as the
/// screen it is declared in), so one entry is enough.
final class RowHeightsMemo: Sendable {
    private let last = Mutex<(offer: ProposedSize, traits: ScreenTraits, heights: [Double])?>(nil)

    /// The heights for `offer` in `environment`, measured by `measure` unless they were for the same offer.
    func heights(
        for offer: ProposedSize,
        in environment: LayoutEnvironment,
        measure: () -> [Double]
    ) -> [Double] {
        if let known = last.withLock({ $0 }), known.offer == offer, known.traits == environment.traits {
            return known.heights
        }
        let heights = measure()
        last.withLock { $0 = (offer, environment.traits, heights) }
        return heights
    }
}
