public import FeatureKit
import Foundation

/// Lays out Stack Overflow users: rows on compact width, two or three columns on regular width. Each cell shows the
/// avatar, the name (with a diamond for moderators), the reputation, the badge counts in their colours and the
/// location. Text is set at the area's text size and the cells grow with it; at accessibility sizes a cell stacks
/// its avatar above the text, each line having the cell's whole width.
public struct StackOverflowLayout: Sendable {
    public static let margin = 16.0
    public static let spacing = 12.0

    let measurer: any TextMeasuring

    /// Creates a layout measuring text with `measurer`.
    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// The narrowest a cell gets: room for a name of about 22 characters and every badge count beside the
    /// reputation.
    public static let minimumCellWidth = 340.0

    /// Columns for a device and orientation without chrome, as ``columns(in:)``.
    public static func columns(device: DeviceProfile, orientation: ScreenOrientation) -> Int {
        columns(in: ContentArea(device: device, orientation: orientation))
    }

    /// The list for a device and orientation, without chrome.
    public func layout(_ users: [StackOverflowUser], device: DeviceProfile, orientation: ScreenOrientation)
        -> LayoutDocument
    {
        content(users, in: ContentArea(device: device, orientation: orientation))
            .document(feature: "stackoverflow", screen: "list", device: device, orientation: orientation)
    }

    /// Columns for an area: 1 on compact width; on regular width 2 in portrait and 3 in landscape, fewer when a
    /// cell would be narrower than ``minimumCellWidth`` (an iPhone Pro Max in landscape has 2).
    public static func columns(in area: ContentArea) -> Int {
        guard area.sizeClass == .regular else { return 1 }
        let fitting = Int((area.width - 2 * margin + spacing) / (minimumCellWidth + spacing))
        return max(1, min(area.orientation == .portrait ? 2 : 3, fitting))
    }

    /// The cells in `area`, each opening its user's detail (`open` with its index); an activity row at the end while
    /// the next page loads; while avatars download, each shows the loading box; `selectedID` marks the open user
    /// (the list beside its detail in a split view). Past ``ListWindow/maxRows`` users a window of them is laid out,
    /// from the top as a table view does or around the open user beside its detail, at the places every row's own
    /// measure gives them; the content is as tall as the whole list.
    public func content(
        _ users: [StackOverflowUser],
        loadingMore: Bool = false,
        avatarsLoading: Bool = false,
        selectedID: Int? = nil,
        in area: ContentArea
    ) -> ScreenContent {
        let selectedIndex = selectedID.flatMap { id in users.firstIndex { $0.id == id } }
        let window = ListWindow(total: users.count, around: selectedIndex)
        let style = CellStyle(traits: area.traits, measurer: measurer)
        let controls = Controls(measurer: measurer, traits: area.traits)
        // Each row of cells as tall as its tallest cell (a name or location on more lines).
        let grid = WindowedGrid(
            count: users.count,
            columns: Self.columns(in: area),
            window: window,
            spacing: Self.spacing,
            insets: EdgeInsets(
                top: Self.margin,
                left: Self.margin,
                bottom: loadingMore ? 0 : Self.margin,
                right: Self.margin
            ),
            fillsRows: true
        ) { index in
            cell(
                users[index],
                index: index,
                selected: users[index].id == selectedID,
                avatarLoading: avatarsLoading,
                style: style
            )
        }
        let list = VStack(alignment: .leading) {
            grid
            if loadingMore {
                ControlItem { origin, width in controls.activityRow(id: "loading-more", y: origin.y, width: width) }
                Spacer().frame(height: Self.margin)
            }
        }
        let environment = LayoutEnvironment(traits: area.traits, measurer: measurer)
        let laid = LayoutCanvas.layout(list, proposal: ProposedSize(width: area.width, height: nil), in: environment)
        return ScreenContent(
            sections: [LayoutSection(id: "users", items: laid.items)],
            height: max(laid.size.height, area.height),
            window: window
        )
    }
}
