import Foundation
import LayoutKit

/// The HTML report of a comparison (`REPORT/index.html`): a summary, then each changed screen with its structural
/// changes beside the before and after images, a slider between them and the heat map; added, removed and failed
/// screens after that; unchanged screens collapsed at the end. Relative links only, so it opens from disk.
public struct ComparisonReport: Sendable {
    public var comparison: GalleryComparison
    /// The two galleries, as the reader should see them named.
    public var oldName: String
    public var newName: String

    /// Creates a report.
    public init(comparison: GalleryComparison, oldName: String, newName: String) {
        (self.comparison, self.oldName, self.newName) = (comparison, oldName, newName)
    }

    /// The page.
    public func html() -> String {
        var body = "<h1>What changed</h1>\n<p class=\"summary\">\(escape(oldName)) → \(escape(newName)): "
        body += ScreenComparison.Status.reportOrder.map { "\(comparison.count($0)) \($0.rawValue)" }.joined(
            separator: " · "
        )
        body += "</p>\n"
        for status in ScreenComparison.Status.reportOrder where status != .unchanged {
            let screens = comparison.screens.filter { $0.status == status }
            guard !screens.isEmpty else { continue }
            body += "<h2>\(status.heading) (\(screens.count))</h2>\n"
            for (index, screen) in screens.enumerated() { body += section(screen, index: index) }
        }
        let unchanged = comparison.screens.filter { $0.status == .unchanged }
        if !unchanged.isEmpty {
            body += "<details><summary>Unchanged (\(unchanged.count))</summary><ul>"
            body += unchanged.map { "<li>\(escape($0.screen.description))</li>" }.joined()
            body += "</ul></details>\n"
        }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Catalog: what changed</title>
            <style>
            body{font-family:system-ui,sans-serif;margin:24px;background:#f4f4f6;color:#1c1c1e}
            section{background:#fff;border-radius:8px;padding:12px 16px;margin:12px 0}
            .row{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap}
            figure{margin:0}figcaption{font-size:13px;color:#3c3c43}
            img{max-height:520px;max-width:100%;display:block;border:1px solid #c6c6c8}
            .slider{position:relative;display:inline-block}
            .slider .over{position:absolute;top:0;left:0;overflow:hidden;width:50%}
            .slider .over img{max-width:none}
            ul.changes{max-height:330px;overflow:auto;border:1px solid #d1d1d6;padding:6px 24px}
            ul.changes li{font-family:ui-monospace,monospace;font-size:13px;margin:2px 0}
            .error{color:#b3261e}
            </style></head><body>
            \(body)<script>
            for (const input of document.querySelectorAll('input.slide')) {
              const over = document.getElementById(input.dataset.over);
              const base = over.parentElement.querySelector('img.base');
              const sync = () => { over.style.width = input.value + '%';
                over.querySelector('img').style.width = base.clientWidth + 'px'; };
              input.addEventListener('input', sync); window.addEventListener('load', sync); sync();
            }
            </script></body></html>

            """
    }

    private func section(_ screen: ScreenComparison, index: Int) -> String {
        let id = "\(screen.status.rawValue)-\(index)"
        var html = "<section id=\"\(id)\"><h3>\(escape(screen.screen.description))</h3>\n"
        if let error = screen.error { html += "<p class=\"error\">\(escape(error))</p>\n" }
        if let pixels = screen.pixels {
            html += "<p>\(pixels.changed) pixels changed, \(pixels.antialiased) anti-aliased, of \(pixels.total)"
            if let region = pixels.region {
                html += "; changed region \(region.width)×\(region.height) px at (\(region.x), \(region.y))"
            }
            html += "</p>\n"
        }
        if !screen.changes.isEmpty {
            html += "<ul class=\"changes\">"
            html += screen.changes.map { "<li>\(escape($0.description))</li>" }.joined()
            html += "</ul>\n"
        }
        html += "<div class=\"row\">"
        if let images = screen.images {
            if let before = images.before { html += figure(before, "before (\(oldName))") }
            if let after = images.after { html += figure(after, "after (\(newName))") }
            if let before = images.before, let after = images.after {
                html += """
                    <figure><div class="slider"><img class="base" src="\(escape(before))" alt="before">\
                    <div class="over" id="over-\(id)"><img src="\(escape(after))" alt="after"></div></div>\
                    <figcaption><label>before ◀ ▶ after <input class="slide" type="range" min="0" max="100" \
                    value="50" data-over="over-\(id)"></label></figcaption></figure>
                    """
            }
            if let diff = images.diff { html += figure(diff, "heat map: red changed, yellow anti-aliased") }
        }
        return html + "</div></section>\n"
    }

    private func figure(_ path: String, _ caption: String) -> String {
        "<figure><a href=\"\(escape(path))\"><img src=\"\(escape(path))\" alt=\"\(escape(caption))\"></a>"
            + "<figcaption>\(escape(caption))</figcaption></figure>"
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

extension ScreenComparison.Status {
    /// The order the report lists statuses in.
    static let reportOrder: [Self] = [.changed, .added, .removed, .error, .unchanged]

    var heading: String {
        switch self {
        case .changed: "Changed"
        case .added: "Added"
        case .removed: "Removed"
        case .error: "Could not compare"
        case .unchanged: "Unchanged"
        }
    }
}
