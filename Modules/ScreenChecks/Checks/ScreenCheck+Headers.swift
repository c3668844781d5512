import Foundation
import LayoutKit

extension ScreenCheck {
    /// Section headers are drawn by the renderers at 20 pt bold in ``LayoutDocument/headerColor``, straight on the
    /// page: that colour must keep large text's contrast on ``LayoutDocument/background`` (in dark, a light header on
    /// a white page would vanish).
    static func headerViolations(in document: LayoutDocument, page: ScreenColor) -> [ScreenViolation] {
        guard let color = ScreenColor(hex: document.headerColor) else { return [] }
        let ratio = ScreenColor.contrast(color.over(page), page)
        guard ratio < minimumLargeTextContrast - 0.005 else { return [] }
        return document.sections.compactMap { section in
            guard let title = section.title, section.headerFrame != nil else { return nil }
            return .init(
                .lowContrast,
                item: section.id,
                measured: (ratio * 100).rounded() / 100,
                limit: minimumLargeTextContrast,
                "section \(section.id): header \"\(title.prefix(40))\" (\(document.headerColor)) has contrast "
                    + String(format: "%.2f", ratio) + ":1 on the page \(page), under \(minimumLargeTextContrast):1"
            )
        }
    }
}
