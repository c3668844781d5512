import Foundation

/// The gallery's index.html: one section per feature with its layouts side by side, its sheet and thumbnails.
struct GalleryPage {
    struct Link {
        var path: String
        var title: String
    }

    struct Layout {
        var story: String
        var summary: String
        var title: String
        var png: String
        var json: String
        var svg: String
    }

    struct Section {
        var name: String
        var summary: String
        var thumbnails: [Link] = []
        var sheet: String?
        var layouts: [Layout] = []
    }

    var sections: [Section] = []

    func html() -> String {
        var body = ""
        for section in sections {
            body += "<section><h2>\(escape(section.name))</h2><p>\(escape(section.summary))</p>\n"
            var story: String?
            for layout in section.layouts {
                if layout.story != story {
                    if story != nil { body += "</div>\n" }
                    story = layout.story
                    body += """
                        <h3 id="\(escape(section.name))-\(escape(layout.story))">\(escape(layout.story))</h3>\
                        <p>\(escape(layout.summary))</p><div class="row">

                        """
                }
                body += """
                    <figure><a href="\(escape(layout.png))"><img src="\(escape(layout.png))" alt="\(escape(layout.title))"></a>\
                    <figcaption>\(escape(layout.title)) · <a href="\(escape(layout.json))">json</a> · \
                    <a href="\(escape(layout.svg))">svg</a></figcaption></figure>

                    """
            }
            if story != nil { body += "</div>\n" }
            if let sheet = section.sheet {
                body +=
                    "<h3>Contact sheet</h3><a href=\"\(escape(sheet))\"><img class=\"sheet\" src=\"\(escape(sheet))\" alt=\"sheet\"></a>\n"
            }
            body += "<h3>Thumbnails</h3><div class=\"thumbs\">"
            for link in section.thumbnails {
                body += "<img src=\"\(escape(link.path))\" title=\"\(escape(link.title))\" alt=\"\">"
            }
            body += "</div></section>\n"
        }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Catalog gallery</title>
            <style>
            body{font-family:system-ui,sans-serif;margin:24px;background:#f4f4f6;color:#222}
            .row{display:flex;gap:16px;align-items:flex-start;overflow-x:auto}
            figure{margin:0;background:#fff;padding:8px;border-radius:8px}
            figure img{max-height:420px;display:block}
            .sheet{max-width:100%}
            .thumbs img{width:80px;height:80px;margin:2px;border-radius:6px}
            </style></head><body><h1>Catalog gallery</h1>
            \(body)</body></html>

            """
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
