import FeatureKit
import FeatureTestSupport
import FeatureUsers
import Foundation
import Testing

extension StackOverflowSuites {
    /// A cell declared once (issue #53): its height is its content's, stretched only to the taller cell beside it in
    /// its row; no lines are kept for what a predictor thought the badges might need.
    @Suite struct StackOverflowCellHeightTests {
        static func user(_ id: Int, name: String, location: String?, badges: (Int, Int, Int)) throws
            -> StackOverflowUser
        {
            let place = location.map { #", "location": "\#($0)""# } ?? ""
            return try JSONDecoder().decode(
                StackOverflowUser.self,
                from: Data(
                    """
                    {"user_id": \(id), "display_name": "\(name)", "reputation": 1234\(place),
                     "badge_counts": {"gold": \(badges.0), "silver": \(badges.1), "bronze": \(badges.2)},
                     "user_type": "registered"}
                    """.utf8
                )
            )
        }

        /// The lowest a cell's text reaches.
        static func textBottom(_ item: LayoutItem) -> Double {
            item.parts.compactMap { part -> Double? in
                if case .text(let run) = part { return run.frame.maxY }
                return nil
            }.max() ?? 0
        }

        @Test func aRowIsAsTallAsItsTallestCellsContentAndNoTaller() throws {
            let users = try [
                Self.user(1, name: "Ann", location: "Reading, United Kingdom", badges: (1, 2, 3)),
                // No badges and no location: two lines fewer than the cell beside it.
                Self.user(2, name: "Bo", location: nil, badges: (0, 0, 0)),
                Self.user(3, name: "Cy", location: nil, badges: (0, 0, 0)),
                Self.user(4, name: "Di", location: nil, badges: (0, 0, 0)),
            ]
            let device = try #require(DeviceProfile.named("ipad-10"))
            let area = ContentArea(
                device: device,
                orientation: .portrait,
                traits: ScreenTraits(textSize: .extraExtraExtraLarge)
            )
            let items = StackOverflowLayout(measurer: EstimatedTextMeasurer()).content(users, in: area)
                .sections.flatMap(\.items)
            try #require(items.count == 4)
            // Two columns: the first row as tall as the first cell, whose last line ends 12 points above its foot.
            #expect(items[0].frame.height == items[1].frame.height)
            #expect(abs(items[0].frame.maxY - Self.textBottom(items[0]) - 12) < 0.001)
            #expect(Self.textBottom(items[1]) < Self.textBottom(items[0]))
            // The second row's cells hold no more than their own lines.
            #expect(abs(items[2].frame.maxY - Self.textBottom(items[2]) - 12) < 0.001)
            #expect(items[2].frame.height < items[0].frame.height)
        }
    }
}
