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
    /// (the list beside its detail in a split view). Past ``ListWindow/maxRows`` users
    /// the first ``ListWindow/maxRows`` are laid out; the content is as tall as the whole list.
    public func content(
        _ users: [StackOverflowUser],
        loadingMore: Bool = false,
        avatarsLoading: Bool = false,
        selectedID: Int? = nil,
        in area: ContentArea
    ) -> ScreenContent {
        let screen = Size(width: area.width, height: area.height)
        let controls = Controls(measurer: measurer, traits: area.traits)
        let columns = Self.columns(in: area)
        let width = (screen.width - 2 * Self.margin - Double(columns - 1) * Self.spacing) / Double(columns)
        // The pages loaded, past ``ListWindow/maxRows`` users a window of them from the top, as a table view does,
        // or around the open user beside its detail, so the selection is laid out.
        let selectedIndex = selectedID.flatMap { id in users.firstIndex { $0.id == id } }
        let window = ListWindow(total: users.count, around: selectedIndex)
        // Each row of cells as tall as its tallest cell needs (a name or location on more lines); the rows the
        // window leaves out count at the laid-out rows' average, so the content is as tall as the whole list.
        let gridRows =
            window.count == 0 ? 0..<0 : (window.first / columns)..<((window.rows.upperBound - 1) / columns + 1)
        let rowMetrics = gridRows.map { row in
            StackOverflowCellMetrics(
                traits: area.traits,
                measurer: measurer,
                cellWidth: width,
                users: users[(row * columns)..<min((row + 1) * columns, users.count)]
            )
        }
        let average =
            rowMetrics.isEmpty ? 88 : rowMetrics.reduce(0) { $0 + $1.height } / Double(rowMetrics.count)
        var rowY: [Double] = []
        var y = Self.margin + Double(gridRows.lowerBound) * (average + Self.spacing)
        for metrics in rowMetrics {
            rowY.append(y)
            y += metrics.height + Self.spacing
        }
        var items: [LayoutItem] = []
        items.reserveCapacity(window.count + 1)
        for index in window.rows {
            let user = users[index]
            let row = index / columns - gridRows.lowerBound
            let metrics = rowMetrics[row]
            let frame = Rect(
                x: Self.margin + Double(index % columns) * (width + Self.spacing),
                y: rowY[row],
                width: width,
                height: metrics.height
            )
            var item = cell(user, frame: frame, metrics: metrics, avatarLoading: avatarsLoading)
            item.action = LayoutAction(StackOverflowEvent.open(index))
            if user.id == selectedID {
                // The open user beside its detail in a split view: a pale fill under the card, a tint bar.
                let marks = SplitView.selectionParts(frame, palette: area.traits.palette)
                item.parts.insert(marks.under, at: 0)
                item.parts.append(marks.over)
                item.selected = .item
                item.accessibility?.traits.append(.selected)
            }
            items.append(item)
        }
        let rows = (users.count + columns - 1) / columns
        let after = rows - gridRows.upperBound
        var contentHeight =
            rows == 0 ? 2 * Self.margin : y - Self.spacing + Double(after) * (average + Self.spacing) + Self.margin
        if loadingMore {
            items.append(
                controls.activityRow(
                    id: "loading-more",
                    y: contentHeight - Self.margin,
                    width: screen.width
                )
            )
            contentHeight += 60
        }
        return ScreenContent(
            sections: [LayoutSection(id: "users", items: items)],
            height: max(contentHeight, screen.height),
            window: window
        )
    }

    private func cell(
        _ user: StackOverflowUser,
        frame: Rect,
        metrics: StackOverflowCellMetrics,
        avatarLoading: Bool
    ) -> LayoutItem {
        let controls = Controls(measurer: measurer, traits: metrics.traits)
        let palette = controls.palette
        let avatar = Rect(x: frame.x + 12, y: frame.y + 12, width: 64, height: 64)
        let textX = metrics.stacked ? frame.x + 12 : avatar.maxX + 12
        let textWidth = metrics.textWidth
        let loadingBox: [LayoutPart] =
            [.shape(.init(kind: .roundedRect, frame: avatar, fill: palette.placeholderFill, cornerRadius: 8))]
            + controls.activityIndicator(id: "", center: Point(x: avatar.midX, y: avatar.midY)).parts
        var parts: [LayoutPart] = [
            .shape(.init(kind: .roundedRect, frame: frame, fill: palette.elevatedBackground, cornerRadius: 10))
        ]
        parts +=
            avatarLoading
            ? loadingBox
            : user.profileImage.map {
                [
                    .image(
                        .init(
                            url: $0.absoluteString,
                            frame: avatar,
                            cornerRadius: 8,
                            placeholderSeed: "\(user.id)",
                            fallback: .initials(for: user.displayName)
                        )
                    )
                ]
            } ?? DefaultAvatar.parts(in: avatar, cornerRadius: 8, palette: palette)
        // The moderator's diamond is not appended: the type label on the right says "Moderator", and a long name
        // keeps its room.
        let name = user.displayName
        let namePart = text(
            name,
            x: textX,
            y: frame.y + metrics.nameY,
            width: textWidth,
            style: .callout,
            weight: .bold,
            color: palette.label,
            maxLines: metrics.nameLines,
            traits: metrics.traits
        )
        parts.append(namePart)
        // The lines under the name follow the lines it took; the room it did not use is left at the foot.
        let shift = namePart.frame.height - Double(metrics.nameLines) * metrics.nameLine
        // As wide as the figure itself, so the badges after it never sit on its frame.
        let reputationWidth = measurer.width(
            of: user.formattedReputation,
            fontSize: metrics.traits.size(.subheadline),
            weight: .bold
        )
        let reputation = text(
            user.formattedReputation,
            x: textX,
            y: frame.y + metrics.reputationY + shift,
            width: min(textWidth, reputationWidth + 1),
            style: .subheadline,
            role: .secondary,
            weight: .bold,
            color: palette.detailLabel,
            traits: metrics.traits
        )
        parts.append(reputation)
        // Beside the figure; on lines of their own under it at larger sizes, wrapping as they need.
        let badgesX = metrics.ownLines ? textX : textX + reputationWidth + 10
        var x = badgesX
        var row = 0
        let labelSize = metrics.traits.size(.footnote)
        for badge in StackOverflowCell(user).badges {
            let (count, color) = (badge.count, palette.badge(badge.kind))
            let label = count.formatted()
            let labelWidth = measurer.width(of: label, fontSize: labelSize)
            if x > badgesX, x + metrics.dotSide + 4 + labelWidth > frame.maxX - 12, metrics.ownLines,
                row + 1 < metrics.badgeRows
            {
                row += 1
                x = badgesX
            }
            let labelY = frame.y + metrics.badgeY + shift + Double(row) * metrics.footnoteLine
            let dot = Rect(x: x, y: labelY + metrics.dotOffset, width: metrics.dotSide, height: metrics.dotSide)
            let labelX = x + metrics.dotSide + 4
            guard labelX + labelWidth <= frame.maxX - 12 else { break }
            parts.append(.shape(.init(kind: .circle, frame: dot, fill: color)))
            parts.append(
                text(
                    label,
                    x: labelX,
                    y: labelY,
                    width: labelWidth + 1,
                    style: .footnote,
                    role: .secondary,
                    weight: .regular,
                    color: palette.detailLabel,
                    traits: metrics.traits
                )
            )
            x = labelX + labelWidth + 10
        }
        // The badge lines kept but not used are left at the foot too.
        let below = shift - Double(max(0, metrics.badgeRows - 1 - row)) * metrics.footnoteLine
        // The user type on every cell (registered, moderator, team admin…), the location before it; when stacked,
        // the type on its own line and the location under it at larger sizes.
        let cell = StackOverflowCell(user)
        let type = cell.userTypeLabel
        // A moderator's type sits on Stack Overflow's brand colour (wagColor), centred, in dark text.
        let moderator = cell.isModerator
        let typeInk = measurer.width(of: type, fontSize: labelSize, weight: .bold) + (moderator ? 8 : 2)
        let typeWidth =
            metrics.ownLines && !moderator ? textWidth : min(metrics.ownLines ? textWidth : textWidth / 2, typeInk)
        let typeX = metrics.ownLines ? textX : frame.maxX - 12 - typeWidth
        var typeRun = text(
            type,
            x: typeX,
            y: frame.y + metrics.typeY + below,
            width: typeWidth,
            style: .footnote,
            role: .secondary,
            weight: .bold,
            color: moderator ? palette.onStackOverflowBrand : palette.tertiaryLabel,
            traits: metrics.traits
        )
        if moderator, case .text(var run) = typeRun {
            run.alignment = .center
            typeRun = .text(run)
            parts.append(
                .shape(
                    .init(
                        kind: .roundedRect,
                        frame: Rect(
                            x: run.frame.x,
                            y: run.frame.y - 1,
                            width: run.frame.width,
                            height: run.frame.height + 2
                        ),
                        fill: palette.stackOverflowBrand,
                        cornerRadius: 4
                    )
                )
            )
        }
        parts.append(typeRun)
        if let location = user.location {
            parts.append(
                text(
                    location,
                    x: textX,
                    y: frame.y + metrics.locationY + below,
                    width: metrics.ownLines ? textWidth : max(1, textWidth - typeWidth - 8),
                    style: .footnote,
                    role: .secondary,
                    weight: .regular,
                    color: palette.secondaryLabel,
                    maxLines: metrics.ownLines ? max(1, metrics.locationLines) : 1,
                    traits: metrics.traits
                )
            )
        }
        return LayoutItem(
            id: "so-user-\(user.id)",
            kind: .stackOverflowUser,
            frame: frame,
            parts: parts,
            accessibility: .init(label: StackOverflowCell(user).accessibilityLabel, traits: [.button])
        )
    }

    private func text(
        _ string: String,
        x: Double,
        y: Double,
        width: Double,
        style: TextStyle,
        role: TextRole = .primary,
        weight: FontWeight,
        color: String,
        maxLines: Int = 1,
        traits: ScreenTraits
    ) -> LayoutPart {
        // The shared text run, as a part of this feature's items.
        .text(
            Controls(measurer: measurer, traits: traits).text(
                string,
                x: x,
                y: y,
                width: width,
                style: style,
                role: role,
                weight: weight,
                color: color,
                maxLines: maxLines
            )
        )
    }
}
