import FeatureKit
import FeatureTestSupport
import FeatureTrending
import Foundation
import Testing

/// A favourites list can hold any number of repositories; past ``ListWindow/maxRows`` rows the document lays out a
/// window of them, as tall as the whole list (100,002 favourites were 616 MB of JSON and took `serve` down).
@Suite struct TrendingListWindowTests {
    static func favourites(_ count: Int) async throws -> [TrendingCell] {
        let repositories = try await bundledRepositories()
        return (0..<count).map { index in
            var cell = TrendingCell(repositories[index % repositories.count], isFavorite: true)
            cell.id = index + 1
            return cell
        }
    }

    @Test func aLongFavouritesListLaysOutAWindowAsTallAsTheWholeList() async throws {
        let cells = try await Self.favourites(2_500)
        let device = try #require(DeviceProfile.named("iphone-se"))
        let area = ContentArea(device: device, orientation: .portrait)
        let layout = TrendingLayout(measurer: EstimatedTextMeasurer())
        let content = layout.listContent(cells, detail: nil, deletable: true, in: area)
        let rows = content.sections.flatMap(\.items).filter { $0.id.hasPrefix("delete-") == false }
        #expect(rows.count == ListWindow.maxRows)
        #expect(content.window == ListWindow(total: 2_500))
        // As tall as the whole list: the laid-out rows' average height for each row left out.
        let laidOut = try #require(rows.map(\.frame.maxY).max())
        #expect(content.height > laidOut * 2.4 && content.height < laidOut * 2.6)
        // Short lists are whole, without a window.
        let short = layout.listContent(Array(cells.prefix(40)), detail: nil, deletable: true, in: area)
        #expect(short.window == nil)
    }

    @Test func theOpenRepositoryIsLaidOutBesideItsDetailPastTheFirstThousand() async throws {
        let cells = try await Self.favourites(1_800)
        let repositories = try await bundledRepositories()
        var detail = TrendingDetail(repositories[0], isFavorite: true)
        detail.cell = cells[1_700]
        let device = try #require(DeviceProfile.named("ipad-10"))
        let area = ContentArea(device: device, orientation: .landscape)
        let content = TrendingLayout(measurer: EstimatedTextMeasurer())
            .listContent(cells, detail: detail, deletable: true, in: area)
        let window = try #require(content.window)
        #expect(window.rows.contains(1_700))
        #expect(content.sections.flatMap(\.items).contains { $0.selected == .item })
    }
}
