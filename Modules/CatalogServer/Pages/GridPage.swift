import FeatureKit

/// `/grid`: one story on every device profile side by side, each opening its clickable screen.
struct GridPage {
    struct Cell {
        var query: ScreenQuery
        var svg: String
    }

    let query: ScreenQuery
    let cells: [Cell]

    var html: String {
        let hidden = [("feature", query.feature.name), ("story", query.story)]
        var body = """
            <header><h1>\(HTML.escape(query.feature.name)) · \(HTML.escape(query.story)) on every device</h1>
            <nav aria-label="Breadcrumb"><p><a href="/">Catalog</a> › \(HTML.escape(query.feature.name)) › \
            \(HTML.escape(query.story))</p></nav>
            \(DevicePicker(action: "/grid", hidden: hidden, device: query.device.name, orientation: query.orientation.rawValue, traits: query.traits).html)
            </header>
            <main class="grid">

            """
        for cell in cells {
            let size = cell.query.device.size(in: cell.query.orientation)
            body += """
                <figure class="cell" data-device="\(HTML.escape(cell.query.device.name))">
                <a href="/screen?\(HTML.escape(cell.query.queryString))" aria-label="\(HTML.escape(query.feature.name)) \
                \(HTML.escape(query.story)) on \(HTML.escape(cell.query.device.name)), live">\
                <div class="frame small" aria-hidden="true" style="width:\(Int(size.width / 2))px;height:\(Int(size.height / 2))px">\
                <div class="scaled" style="width:\(Int(size.width))px">\(cell.svg)</div></div></a>
                <figcaption>\(HTML.escape(cell.query.device.name))</figcaption>
                </figure>

                """
        }
        body += "</main>\n"
        return HTML.page(title: "\(query.feature.name) · \(query.story) · every device", body: body)
    }
}
