import FeatureKit

/// `/screen`: one feature's screen on one device as inline SVG in a frame of the device's size, live: a tap on a
/// control sends its event to the tab's session and the page swaps in the next state (see ``PageAssets``).
struct ScreenPage {
    let query: ScreenQuery
    let state: ScreenState

    var html: String {
        let hidden = [
            ("feature", query.feature.name), ("story", query.story), ("events", state.events),
        ]
        let stateJSON = (try? state.scriptJSON()) ?? "{}"
        let body = """
            <script src="/scheme.js" data-appearance-named="\(query.namesAppearance)"></script>
            <p id="offline" role="alert" hidden></p>
            <header><h1 class="visually-hidden">\(HTML.escape(query.feature.name)) · \(HTML.escape(query.story)) on \
            \(HTML.escape(query.device.name))</h1>
            <nav aria-label="Breadcrumb"><p><a href="/">Catalog</a> › <a href="/#feature-\(HTML.escape(query.feature.name))">\
            \(HTML.escape(query.feature.name))</a> › <span id="story">\(HTML.escape(query.story))</span> \
            <span id="events" class="events" title="\(HTML.escape(state.events))">\(HTML.escape(state.events))</span></p></nav>
            \(DevicePicker(action: "/screen", hidden: hidden, device: query.device.name, orientation: query.orientation.rawValue, traits: query.traits).html)
            <p class="links">This state as <a id="link-json" href="/layout.json?\(HTML.escape(state.query))">JSON</a>, \
            <a id="link-svg" href="/layout.svg?\(HTML.escape(state.query))">SVG</a>, \
            <a id="link-png" href="/layout.png?\(HTML.escape(state.query))">PNG</a> · \
            <a id="link-grid" href="/grid?\(HTML.escape(ScreenQuery.encode([("feature", query.feature.name), ("story", query.story), ("orientation", query.orientation.rawValue)] + ScreenQuery.traitItems(query.traits))))">all devices</a></p>
            <p id="status" role="alert" hidden></p>
            </header>
            <main class="device">
            <div id="holder" style="width:\(Int(state.width))px;height:\(Int(state.height))px">\
            <div id="frame" class="frame" tabindex="0" role="region" aria-label="\(HTML.escape(query.feature.name)) screen" \
            style="width:\(Int(state.width))px;height:\(Int(state.height))px">\
            <div id="screen" data-screen="\(HTML.escape(state.screen))">\(state.svg)</div></div></div>
            <p id="announce" class="visually-hidden" aria-live="polite"></p>
            </main>
            <script type="application/json" id="initial-state">\(stateJSON)</script>
            """
        return HTML.page(title: "\(query.feature.name) · \(query.story) · \(query.device.name)", body: body)
    }
}
