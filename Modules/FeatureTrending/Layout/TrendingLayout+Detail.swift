import FeatureKit
import Foundation

/// A repository's detail: its owner's avatar, name, description, counts, language, dates, link and the favourite
/// button, in the pane it is given (the whole area on a phone, the right of the split view on a tablet).
extension TrendingLayout {
    /// The detail's items in `pane`, laid out for `traits`.
    func detailItems(_ detail: TrendingDetail, in pane: Rect, traits: ScreenTraits) -> [LayoutItem] {
        let controls = Controls(measurer: measurer, traits: traits)
        let palette = controls.palette
        let width = pane.width - 2 * Self.margin
        let x = pane.x + Self.margin
        var y = pane.y + Self.margin
        let avatar = Rect(x: x, y: y, width: 88, height: 88)
        var parts = Self.avatar(url: detail.cell.avatarURL, frame: avatar, owner: detail.cell.owner, palette: palette)
        y = avatar.maxY + 12
        func add(
            _ string: String,
            style: TextStyle,
            role: TextRole = .primary,
            weight: FontWeight = .regular,
            color: String? = nil,
            lines: Int = 0
        ) {
            let part = text(
                string,
                x: x,
                y: y,
                width: width,
                style: style,
                role: role,
                weight: weight,
                color: color ?? palette.label,
                lines: lines,
                traits: traits
            )
            parts.append(part)
            y = part.frame.maxY + 8
        }
        add(detail.cell.title, style: .title2, weight: .bold)
        add(detail.cell.description, style: .callout, role: .secondary, color: palette.detailLabel)
        add("★ \(detail.cell.stars) stars · \(detail.forks) forks", style: .subheadline, role: .secondary)
        if let language = detail.language { add("Language: \(language)", style: .subheadline, role: .secondary) }
        add("Created \(detail.created)", style: .subheadline, role: .secondary, color: palette.secondaryLabel)
        let body = LayoutItem(
            id: "detail-\(detail.cell.id)",
            kind: .trendingDetail,
            frame: Rect(x: pane.x, y: pane.y, width: pane.width, height: y - pane.y),
            parts: parts,
            accessibility: .init(
                label: detail.cell.accessibilityLabel,
                traits: [.header],
                value: detail.cell.description
            )
        )
        let link = controls.link(
            id: "repository-link",
            text: detail.url.absoluteString,
            href: detail.url.absoluteString,
            x: x,
            y: y,
            width: width,
            action: nil,
            label: "Repository on GitHub"
        )
        let favouriteTitle = detail.cell.isFavorite ? "♥ In favourites" : "♡ Add to favourites"
        // 260 points, wider and taller as its title needs at larger sizes.
        let favouriteWidth = min(
            width,
            max(260, measurer.width(of: favouriteTitle, fontSize: traits.size(.headline), weight: .bold) + 24)
        )
        var favourite = controls.button(
            id: "favourite",
            title: favouriteTitle,
            frame: Rect(
                x: x,
                y: link.frame.maxY + 12,
                width: favouriteWidth,
                height: controls.controlHeight(
                    for: favouriteTitle,
                    style: .headline,
                    weight: .bold,
                    width: favouriteWidth - 16
                )
            ),
            action: LayoutAction(TrendingEvent.favourite(detail.cell.id)),
            filled: !detail.cell.isFavorite
        )
        favourite.accessibility = .init(
            label: detail.cell.isFavorite ? "In favourites" : "Add to favourites",
            traits: detail.cell.isFavorite ? [.button, .selected] : [.button]
        )
        return [body, link, favourite]
    }
}
