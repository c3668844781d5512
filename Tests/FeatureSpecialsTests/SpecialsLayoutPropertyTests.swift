import FeatureKit
import FeatureTestSupport
import Foundation
import NetworkingTestSupport
import Testing

@testable import FeatureSpecials

@Suite struct SpecialsLayoutPropertyTests {
    /// A random feed: 0–40 tiles, canvas 1–24 units, sizes 1...canvas wide and 1–12 high.
    static func randomSizes(using generator: inout SeededGenerator) -> (
        canvasUnit: Int, sizes: [(width: Int, height: Int)]
    ) {
        let canvasUnit = Int.random(in: 1...24, using: &generator)
        let count = Int.random(in: 0...40, using: &generator)
        let sizes = (0..<count).map { _ in
            (Int.random(in: 1...canvasUnit, using: &generator), Int.random(in: 1...12, using: &generator))
        }
        return (canvasUnit, sizes)
    }

    @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
    func packingInvariantsHoldGivenRandomFeeds(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let layout = SpecialsLayout(measurer: EstimatedTextMeasurer())
        for _ in 0..<40 {
            let (canvasUnit, sizes) = Self.randomSizes(using: &generator)
            // A phone held upright, one canvas across (tablets' canvases are tested with the bundled feed).
            let width = Int.random(in: 200...560, using: &generator)
            let device = try #require(DeviceProfile.named("\(width)x\(2 * width)@2"))
            let items = sizes.map { Fixtures.special("Tea", width: $0.width, height: $0.height) }
            let document = layout.document(
                for: ManagerSpecials(canvasUnit: canvasUnit, items: items),
                request: LayoutRequest(device: device)
            )
            let frames = document.items(ofKind: .specialTile).map(\.frame)
            let unit = Double(width) / Double(canvasUnit)
            let rows = SpecialsLayout.rows(widths: sizes.map(\.width), canvasUnit: canvasUnit)

            // Order kept: rows are consecutive and cover every tile once.
            #expect(rows.flatMap { Array($0) } == Array(sizes.indices))
            #expect(frames.count == sizes.count)
            for (row, next) in zip(rows, rows.dropFirst()) {
                let used = sizes[row].reduce(0) { $0 + $1.width }
                // No row wider than the screen, and greedy: the next row's first tile did not fit.
                #expect(used <= canvasUnit)
                #expect(used + sizes[next.lowerBound].width > canvasUnit)
            }
            for row in rows {
                let rowFrames = frames[row]
                let left = rowFrames.first?.minX ?? 0
                let right = Double(width) - (rowFrames.last?.maxX ?? 0)
                // Centred, and within the screen.
                #expect(abs(left - right) < 1e-6)
                #expect(left >= -1e-9)
                // Top-aligned in one row.
                #expect(Set(rowFrames.map(\.minY)).count == 1)
            }
            for (frame, size) in zip(frames, sizes) {
                #expect(abs(frame.width - Double(size.width) * unit) < 1e-6)
                #expect(abs(frame.height - Double(size.height) * unit) < 1e-6)
            }
            for i in frames.indices {
                for j in frames.indices where j > i {
                    #expect(!frames[i].intersects(frames[j]), "seed \(seed): tiles \(i) and \(j) overlap")
                }
            }
        }
    }

    @Test func documentKeepsFeedOrderAndPartsInsideGivenRandomFeeds() throws {
        let layout = SpecialsLayout(measurer: EstimatedTextMeasurer())
        var generator = SeededGenerator(seed: 7)
        let names = ["Tea", "Organic Red Bells Peppers", "Blue Diamond Artisan Nut Thin Sesame 4.24oz", "X"]
        for _ in 0..<40 {
            let (canvasUnit, sizes) = Self.randomSizes(using: &generator)
            let items = sizes.map { size in
                Fixtures.special(
                    names.randomElement(using: &generator) ?? "Tea",
                    width: size.width,
                    height: size.height,
                    price: Decimal(Int.random(in: 0...300, using: &generator)) / 100
                )
            }
            let device = DeviceProfile.all.randomElement(using: &generator) ?? DeviceProfile.all[0]

            let document = layout.document(
                for: ManagerSpecials(canvasUnit: canvasUnit, items: items),
                request: LayoutRequest(device: device)
            )

            #expect(document.allItems.map(\.id) == items.indices.map { "special-\($0)" })
            for item in document.allItems {
                #expect(item.frame.maxX <= document.device.width + 1e-6)
                for part in item.parts {
                    #expect(item.frame.contains(part.frame), "\(item.id) on \(device.name), canvas \(canvasUnit)")
                }
                if case .text(let run) = item.parts.last {
                    #expect(run.fontSize >= SpecialsLayout.minimumFontSize)
                }
            }
        }
    }
}
