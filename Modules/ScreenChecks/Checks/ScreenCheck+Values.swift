import Foundation
public import LayoutKit

extension ScreenCheck {
    /// An amount of money (`$1.29`, `€4`, `£0.99`) in an accessibility label.
    static var moneyPattern: Regex<Substring> { /[$€£¥][0-9][0-9,]*(?:\.[0-9]+)?/ }

    /// Every item whose label states an amount of money that none of its text runs draws whole (issue #55: Specials
    /// tiles that showed no price). The first amount a label states is the item's price ("Mochi Ice Cream, $2.99,
    /// was $4.99"); later ones qualify it (an original price, a saving) and may give way to it on a small tile, as
    /// a struck-through price does. The price must stand in one run's shown lines, not cut by an ellipsis.
    public static func valuesNotDrawn(in document: LayoutDocument) -> [ScreenViolation] {
        var problems: [ScreenViolation] = []
        for item in document.sections.flatMap(\.items) {
            guard let label = item.accessibility?.label,
                let price = label.firstMatch(of: moneyPattern).map({ String($0.output) })
            else { continue }
            let shown = item.parts.compactMap { part -> String? in
                guard case .text(let run) = part else { return nil }
                return run.lines.joined(separator: " ")
            }
            guard !shown.contains(where: { Self.shows(price, in: $0) }) else { continue }
            problems.append(
                .init(
                    .valueNotDrawn,
                    item: item.id,
                    "\(item.id): its label gives the price \(price) (\"\(label.prefix(60))\") but it draws no \(price)"
                )
            )
        }
        return problems
    }

    /// Whether `line` shows `figure` as a whole figure: not the start of a longer one (`$1.2` in `$1.29`).
    static func shows(_ figure: String, in line: String) -> Bool {
        var rest = Substring(line)
        while let range = rest.range(of: figure) {
            let next = rest[range.upperBound...].first
            if next.map({ !$0.isNumber && $0 != TextMetrics.ellipsis.first }) ?? true { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }
}
