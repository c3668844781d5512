import FeatureKit

/// `/`: every feature with its stories, each opening as a clickable screen on the chosen device and orientation, or
/// as a grid of every device at once.
struct IndexPage {
    let features: [ServedFeature]
    let device: String
    let orientation: String
    /// The text size, appearance and direction every link opens its screen in.
    var traits: ScreenTraits = .standard

    var html: String {
        var body = """
            <header><h1>Catalog</h1><p>Every feature's stories on every device. Pick a device, then open a story and \
            tap through it, or see one story on all devices.</p>
            \(DevicePicker(action: "/", hidden: [], device: device, orientation: orientation, traits: traits).html)
            </header>
            <main id="index">

            """
        for served in features {
            let feature = served.feature
            body += """
                <section class="feature" id="feature-\(HTML.escape(feature.name))">
                <h2>\(HTML.escape(feature.name))</h2>
                <p class="summary">\(HTML.escape(feature.summary))</p>
                <table class="stories"><tbody>

                """
            for story in feature.stories {
                let items = [
                    ("feature", feature.name), ("story", story.name), ("device", device), ("orientation", orientation),
                ]
                let variant = ScreenQuery.traitItems(traits)
                let screen = "/screen?" + ScreenQuery.encode(items + variant)
                let grid = "/grid?" + ScreenQuery.encode(items.filter { $0.0 != "device" } + variant)
                body += """
                    <tr data-story="\(HTML.escape(story.name))"><td><a class="story" href="\(HTML.escape(screen))">\
                    \(HTML.escape(story.name))</a></td><td>\(HTML.escape(story.summary))</td>\
                    <td><a class="grid" href="\(HTML.escape(grid))">all devices</a></td></tr>

                    """
            }
            body += "</tbody></table>\n</section>\n"
        }
        body += "</main>\n"
        return HTML.page(title: "Catalog", body: body)
    }
}

/// A form choosing a device, an orientation, a text size, an appearance and a direction; `hidden` carries the other
/// fields.
struct DevicePicker {
    let action: String
    let hidden: [(String, String)]
    let device: String
    let orientation: String
    var traits: ScreenTraits = .standard

    var html: String {
        var out = "<form class=\"picker\" method=\"get\" action=\"\(HTML.escape(action))\">"
        for (name, value) in hidden {
            out += "<input type=\"hidden\" name=\"\(HTML.escape(name))\" value=\"\(HTML.escape(value))\">"
        }
        out += "<label>Device <select name=\"device\" id=\"device\">"
        for profile in DeviceProfile.all {
            let selected = profile.name == device ? " selected" : ""
            out +=
                "<option value=\"\(HTML.escape(profile.name))\"\(selected)>\(HTML.escape(profile.name)) (\(Int(profile.width))×\(Int(profile.height)))</option>"
        }
        out +=
            "</select></label> <label>Orientation <select name=\"orientation\" id=\"orientation\">"
        for option in ScreenOrientation.allCases {
            let selected = option.rawValue == orientation ? " selected" : ""
            out += "<option value=\"\(option.rawValue)\"\(selected)>\(option.rawValue)</option>"
        }
        out += "</select></label> <label>Text size <select name=\"text-size\" id=\"text-size\">"
        for size in ContentSizeCategory.allCases {
            let selected = size == traits.textSize ? " selected" : ""
            out += "<option value=\"\(size.rawValue)\"\(selected)>\(size.rawValue)</option>"
        }
        // No appearance in the URL follows the browser's colour scheme (the screen page asks for dark when the
        // browser prefers it).
        out += "</select></label> <label>Appearance <select name=\"appearance\" id=\"appearance\">"
        out += "<option value=\"\">automatic</option>"
        for option in Appearance.allCases {
            let selected = option == traits.appearance && option != .light ? " selected" : ""
            out += "<option value=\"\(option.rawValue)\"\(selected)>\(option.rawValue)</option>"
        }
        out += "</select></label> <label>Direction <select name=\"direction\" id=\"direction\">"
        for option in LayoutDirection.allCases {
            let selected = option == traits.direction ? " selected" : ""
            let name = option == .leftToRight ? "left to right" : "right to left"
            out += "<option value=\"\(option.rawValue)\"\(selected)>\(name)</option>"
        }
        // Submitted by its button, or by the page script when a choice is made with the pointer: arrow keys move
        // through the options without leaving the page.
        out += "</select></label> <button type=\"submit\">Show</button></form>"
        return out
    }
}
