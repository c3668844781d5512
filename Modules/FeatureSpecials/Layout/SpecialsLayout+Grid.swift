import FeatureKit

extension SpecialsLayout {
    /// Where a feed's tiles go: how many canvases, how wide, the unit, each tile's size, the greedy rows and which
    /// canvas each row is dealt to.
    struct GridPlan: Sendable {
        let count: Int
        let gap: Double
        let width: Double
        let sizes: [Size]
        let rows: [Range<Int>]
        let columns: [[Int]]
        let tiles: [SpecialTileViewModel]
        let areaWidth: Double

        init(tiles: [SpecialTileViewModel], canvasUnit: Int, in area: ContentArea) {
            count = SpecialsLayout.canvasCount(in: area)
            gap = count > 1 ? SpecialsLayout.canvasGap : 0
            width = count > 1 ? ((area.width - Double(count + 1) * gap) / Double(count)).rounded(.down) : area.width
            let unit = width / Double(max(1, canvasUnit))
            sizes = tiles.map { Size(width: Double($0.width) * unit, height: Double($0.height) * unit) }
            rows = SpecialsLayout.rows(widths: tiles.map(\.width), canvasUnit: canvasUnit)
            columns = SpecialsLayout.canvasRows(heights: rows.map { tiles[$0].map(\.height).max() ?? 0 }, count: count)
            self.tiles = tiles
            areaWidth = area.width
        }
    }

    /// The canvases side by side, each a column of centred rows of top-aligned tiles; `cutInTheMiddle` names the
    /// tiles (by feed position) whose names are cut in the middle.
    func grid(
        _ plan: GridPlan,
        ramp: SpecialsTypeRamp,
        cutInTheMiddle: Set<Int>,
        top: Double,
        environment: LayoutEnvironment
    ) -> any LayoutElement {
        HStack(alignment: .top, spacing: plan.gap) {
            for column in plan.columns {
                VStack(alignment: .center, spacing: 0) {
                    for row in column {
                        HStack(alignment: .top, spacing: 0) {
                            for index in plan.rows[row] {
                                tile(
                                    plan.tiles[index],
                                    size: plan.sizes[index],
                                    ramp: ramp,
                                    truncation: cutInTheMiddle.contains(plan.tiles[index].id) ? .middle : .tail,
                                    environment: environment
                                )
                            }
                        }
                    }
                }
                .frame(width: plan.width, alignment: .top)
            }
        }
        .padding(EdgeInsets(top: top, left: plan.gap, bottom: 0, right: plan.gap))
        .frame(width: plan.areaWidth, alignment: .topLeading)
    }

    /// The tiles (their ids) whose names are cut and read exactly as another tile's that has a different name
    /// ("Blue / Diamo…" for the almonds and the nut thins): issue #55 asks that names stay distinguishable
    /// wherever the feed's names differ.
    static func namesReadingAlike(in items: [LayoutItem], tiles: [SpecialTileViewModel]) -> Set<Int> {
        let byID = Dictionary(uniqueKeysWithValues: tiles.map { ("special-\($0.id)", $0) })
        var shown: [String: [(id: Int, name: String)]] = [:]
        for item in items {
            guard let tile = byID[item.id] else { continue }
            for case .text(let run) in item.parts where run.text == tile.name && run.hides != nil {
                shown[run.lines.joined(separator: "\n"), default: []].append((tile.id, tile.name))
            }
        }
        return Set(
            shown.values.filter { Set($0.map(\.name)).count > 1 }.flatMap { $0.map(\.id) }
        )
    }
}
