import FeatureKit
import Foundation

/// A Stack Overflow cell, declared once: the same elements measure it (the grid's row heights) and draw it.
///
/// At the default size and smaller, the 88-point cell it has always had: the avatar at the leading edge, the name,
/// the reputation with its badges beside it, the location before the type. Larger sizes reflow as iOS cells do: the
/// badges take lines of their own under the reputation (wrapping as they need), the type and the location each
/// take their own lines, and the name and the location as many lines as they need (up to four); accessibility sizes
/// also stack the avatar above the text. Nothing is dropped or cut.
extension StackOverflowLayout {
    /// The most lines a name or a location gets above the default size.
    static let maximumLines = 4
    /// The avatar's side.
    static let avatarSide = 64.0
    /// From a count's ink to the next badge's dot, and from the reputation's.
    static let badgeSpacing = 10.0

    /// What a cell's lines are set by at the screen's text size.
    struct CellStyle: Sendable {
        /// The screen's traits (the loading box's spinner takes its colours).
        let traits: ScreenTraits
        /// Avatar above the text (accessibility sizes).
        let stacked: Bool
        /// Badges, type and location each on lines of their own (sizes above the default).
        let ownLines: Bool
        /// A badge's dot: its side (8 points at Large, growing with the counts) and its drop from the count's top.
        let dotSide: Double
        let dotOffset: Double
        /// The default size's gaps under the name and under the reputation, and the foot under the type: the
        /// 88-point cell's, kept at every size up to the default.
        let nameGap: Double
        let figureGap: Double
        let foot: Double
        /// Font sizes the cell measures its fixed-width labels with.
        let figureSize: Double
        let countSize: Double

        init(traits: ScreenTraits, measurer: any TextMeasuring) {
            func line(_ style: TextStyle, at category: ContentSizeCategory) -> Double {
                measurer.lineHeight(fontSize: style.size(at: category))
            }
            let size = traits.textSize
            self.traits = traits
            stacked = size.isAccessibilityCategory
            ownLines = size > .large
            countSize = traits.size(.footnote)
            figureSize = traits.size(.subheadline)
            dotSide = (8 * countSize / TextStyle.footnote.size).rounded()
            dotOffset = (line(.footnote, at: size) - dotSide) / 2 + (5 - (line(.footnote, at: .large) - 8) / 2)
            nameGap = 22 - line(.callout, at: .large)
            figureGap = 24 - max(line(.subheadline, at: .large), line(.footnote, at: .large))
            foot = 32 - line(.footnote, at: .large)
        }
    }

    /// The cell of `user`, opening its detail (`open` with `index`); `selected` marks the open user beside its
    /// detail. Stretched to its grid row's height, the room its content does not use left at the foot.
    func cell(
        _ user: StackOverflowUser,
        index: Int,
        selected: Bool,
        avatarLoading: Bool,
        style: CellStyle
    ) -> any LayoutElement {
        let avatar = avatar(user, loading: avatarLoading, style: style).frame(
            width: Self.avatarSide,
            height: Self.avatarSide
        )
        // Formatted once: the column is made again for each width it is measured at.
        let cell = StackOverflowCell(user)
        let column = WidthReader { width in self.column(user, cell, width: width, style: style) }
        let body: any LayoutElement
        if style.stacked {
            body = VStack(alignment: .leading, spacing: 8) {
                avatar
                column
            }
            .padding(12)
        } else {
            // The avatar in the leading inset, 12 points from the top; the text from 10, as the 88-point cell had.
            let inset = EdgeInsets(
                top: 10,
                left: Self.avatarSide + 24,
                bottom: style.ownLines ? 12 : style.foot,
                right: 12
            )
            body = column.padding(inset)
                .frame(minHeight: style.ownLines ? Self.avatarSide + 24 : 0, alignment: .top)
                .background(alignment: .topLeading) { avatar.padding(12) }
        }
        let card = body.fixedSize(horizontal: false, vertical: true)
            .frame(maxHeight: .infinity, alignment: .top)
            .background { Fill(.roundedRect, \.elevatedBackground, cornerRadius: 10) }
        return Cell(
            id: "so-user-\(user.id)",
            kind: .stackOverflowUser,
            action: LayoutAction(StackOverflowEvent.open(index)),
            selected: selected ? .item : nil,
            accessibility: .init(label: cell.accessibilityLabel, traits: selected ? [.button, .selected] : [.button])
        ) {
            // The open user beside its detail in a split view: a pale fill under the card, a tint bar over it.
            selected
                ? card.background { Drawing { [SplitView.selectionParts($0, palette: $1).under] } }
                    .overlay { Drawing { [SplitView.selectionParts($0, palette: $1).over] } }
                : card
        }
    }

    /// The avatar: the picture (its initials while it cannot be shown), the default avatar for a user without one,
    /// or the loading box while avatars download.
    func avatar(_ user: StackOverflowUser, loading: Bool, style: CellStyle) -> any LayoutElement {
        if loading {
            let controls = Controls(measurer: measurer, traits: style.traits)
            return ZStack {
                Fill(.roundedRect, \.placeholderFill, cornerRadius: 8)
                Drawing { frame, _ in
                    controls.activityIndicator(id: "", center: Point(x: frame.midX, y: frame.midY)).parts
                }
            }
        }
        guard let url = user.profileImage else {
            return Drawing { frame, palette in DefaultAvatar.parts(in: frame, cornerRadius: 8, palette: palette) }
        }
        return Picture(
            url: url.absoluteString,
            placeholderSeed: "\(user.id)",
            cornerRadius: 8,
            fallback: .initials(for: user.displayName)
        )
    }

    /// The text beside (or under) the avatar, `width` wide: the name, the reputation and its badges, the type and the
    /// location. The moderator's diamond is not appended to the name: the type says "Moderator", and a long name keeps
    /// its room.
    func column(_ user: StackOverflowUser, _ cell: StackOverflowCell, width: Double, style: CellStyle)
        -> any LayoutElement
    {
        let name = Text(
            user.displayName,
            style: .callout,
            weight: .bold,
            color: \.label,
            lineLimit: style.ownLines ? Self.maximumLines : 1
        )
        let badges = cell.badges.map { badge($0, style: style) }
        guard style.ownLines else {
            return VStack(alignment: .leading, spacing: 0) {
                name
                Spacer().frame(height: style.nameGap)
                HStack(alignment: .top, spacing: Self.badgeSpacing) {
                    reputation(user, width: width, style: style)
                    // A point below the figure, without making its line taller.
                    for badge in badges { badge.padding(EdgeInsets(top: 1, left: 0, bottom: -1, right: 0)) }
                }
                Spacer().frame(height: style.figureGap)
                typeAndLocation(cell, width: width, style: style)
            }
        }
        return VStack(alignment: .leading, spacing: 4) {
            name
            reputation(user, width: width, style: style)
            Flow(alignment: .leading, spacing: Self.badgeSpacing, lineSpacing: 0) { badges }
            type(cell, width: width, style: style)
            if let location = user.location {
                Text(
                    location,
                    style: .footnote,
                    color: \.secondaryLabel,
                    lineLimit: Self.maximumLines,
                    role: .secondary
                )
            }
        }
    }

    /// The reputation, as wide as the figure itself so the badges after it never sit on its frame. Its run and a
    /// count's are a point wider than their ink (no rounding cuts a glyph); that point reaches into the spacing, so
    /// the badges wrap and space by their ink.
    func reputation(_ user: StackOverflowUser, width: Double, style: CellStyle) -> any LayoutElement {
        let ink = measurer.width(of: user.formattedReputation, fontSize: style.figureSize, weight: .bold)
        return Text(
            user.formattedReputation,
            style: .subheadline,
            weight: .bold,
            color: \.detailLabel,
            role: .secondary
        )
        .frame(width: min(width, ink + 1))
        .padding(EdgeInsets(top: 0, left: 0, bottom: 0, right: -1))
    }

    /// One badge count: its dot in the badge's colour, the count after it.
    func badge(_ badge: StackOverflowCell.Badge, style: CellStyle) -> any LayoutElement {
        let label = badge.count.formatted()
        return HStack(alignment: .top, spacing: 4) {
            Fill(.circle, Palette.badgeColor(badge.kind))
                .frame(width: style.dotSide, height: style.dotSide)
                .padding(EdgeInsets(top: style.dotOffset, left: 0, bottom: 0, right: 0))
            Text(label, style: .footnote, color: \.detailLabel, role: .secondary)
                .frame(width: measurer.width(of: label, fontSize: style.countSize) + 1)
                .padding(EdgeInsets(top: 0, left: 0, bottom: 0, right: -1))
        }
    }

    /// The user type (registered, moderator, team admin…): a moderator's on Stack Overflow's brand colour, centred,
    /// in dark text, as wide as its word; anyone else's across the column on its own line. Beside the location (the
    /// default size), as wide as its word, at most half the column.
    func type(_ cell: StackOverflowCell, width: Double, style: CellStyle) -> any LayoutElement {
        let label = cell.userTypeLabel
        let ink = measurer.width(of: label, fontSize: style.countSize, weight: .bold) + (cell.isModerator ? 8 : 2)
        let text = Text(
            label,
            style: .footnote,
            weight: .bold,
            color: cell.isModerator ? \.onStackOverflowBrand : \.tertiaryLabel,
            alignment: cell.isModerator ? .center : .leading,
            role: .secondary
        )
        guard cell.isModerator || !style.ownLines else { return text }
        let framed = text.frame(width: min(style.ownLines ? width : width / 2, ink))
        guard cell.isModerator else { return framed }
        return framed.background {
            Fill(.roundedRect, \.stackOverflowBrand, cornerRadius: 4).padding(horizontal: 0, vertical: -1)
        }
    }

    /// The default size's last line: the type at its trailing end, the location in what is left before it (8 points
    /// short of the type).
    func typeAndLocation(_ cell: StackOverflowCell, width: Double, style: CellStyle) -> any LayoutElement {
        let row = HStack {
            Spacer()
            type(cell, width: width, style: style)
        }
        guard let location = cell.location else { return row }
        let ink = measurer.width(of: cell.userTypeLabel, fontSize: style.countSize, weight: .bold)
        let typeWidth = min(width / 2, ink + (cell.isModerator ? 8 : 2))
        return row.overlay(alignment: .leading) {
            Text(location, style: .footnote, color: \.secondaryLabel, role: .secondary)
                .frame(width: max(1, width - typeWidth - 8))
        }
    }
}
