import FeatureKit

/// The three sizes a Manager's Specials grid sets its text in: every tile's name, price and struck price, one ramp
/// for the whole grid at one text size (issue #55: neighbouring tiles at 11 and 49.5 points read as a broken page).
///
/// A ramp is its styles' sizes (footnote, bold subheadline, footnote) at the screen's text size or a smaller one,
/// or the floors (11, 12 and 11 points, the smallest text of every screen). The grid takes the largest at which every tile keeps its price and its whole name (``fitting(traits:fares:)``):
/// ``SpecialsLayout/TileVariant`` counts how far down its choices a tile went (the picture, then the struck price,
/// then all but three lines of its name).
struct SpecialsTypeRamp: Sendable, Equatable {
    /// The name's, the price's and the struck price's point sizes.
    var name: Double
    var price: Double
    var struck: Double

    /// The ramp of `category`: its styles' sizes there, never under the floors.
    static func at(_ category: ContentSizeCategory) -> SpecialsTypeRamp {
        func size(_ style: TextStyle, floor: Double) -> Double {
            max(floor, SpecialsLayout.halfPoints(style.size(at: category)))
        }
        return SpecialsTypeRamp(
            name: size(SpecialsLayout.nameStyle, floor: SpecialsLayout.minimumFontSize),
            price: size(SpecialsLayout.priceStyle, floor: SpecialsLayout.minimumPriceSize),
            struck: size(SpecialsLayout.originalPriceStyle, floor: SpecialsLayout.minimumFontSize)
        )
    }

    /// The floors themselves.
    static let floors = SpecialsTypeRamp(
        name: SpecialsLayout.minimumFontSize,
        price: SpecialsLayout.minimumPriceSize,
        struck: SpecialsLayout.minimumFontSize
    )

    /// The ramps a grid at `traits`' text size may take, largest first: those of its text size and each smaller
    /// one, then the floors. A grid at AX5 is never set smaller than the same grid at Large.
    static func candidates(traits: ScreenTraits) -> [SpecialsTypeRamp] {
        let sizes = ContentSizeCategory.allCases.filter { $0 <= traits.textSize }.sorted(by: >)
        var ramps: [SpecialsTypeRamp] = []
        for ramp in sizes.map(at) + [floors] where ramps.last != ramp { ramps.append(ramp) }
        return ramps
    }

    /// The largest ramp at which every tile still shows its price and its whole name (three lines of it where the
    /// floors cut it; the floors themselves where they leave it fewer): `fares(ramp)` answers each tile's variant
    /// in order. A tile fares no better at a larger size, so the candidates are searched by halves.
    static func fitting(traits: ScreenTraits, fares: (SpecialsTypeRamp) -> [SpecialsLayout.TileVariant])
        -> SpecialsTypeRamp
    {
        let ramps = candidates(traits: traits)
        let floor = fares(ramps[ramps.count - 1])
        // Text grows with the text size while every tile keeps its price and its whole name (its picture and
        // struck price give way to it, in that order), or, where even the floors cut a name, its three lines: a
        // name is never cut at a size where it would fit whole at the floors (the audit's primary-text-cut rule),
        // and a tile that cannot show three lines at the floors keeps the whole grid at them.
        typealias Variant = SpecialsLayout.TileVariant
        let limits = floor.map { max(Variant.price.rawValue, min($0.rawValue, Variant.threeLines.rawValue)) }
        func holds(_ index: Int) -> Bool {
            zip(fares(ramps[index]), limits).allSatisfy { $0.rawValue <= $1 }
        }
        var low = 0
        var high = ramps.count - 1
        while low < high {
            let middle = (low + high) / 2
            if holds(middle) { high = middle } else { low = middle + 1 }
        }
        return ramps[low]
    }
}
