/// The pages' stylesheet and script, served as `/app.css` and `/app.js`.
///
/// The script keeps a screen page live: a click on anything carrying `data-event` (an item's action or a segment's)
/// appends that event to the state's events and asks `/api/state` for the next state with the tab's session id;
/// the SVG is swapped in and the new state pushed onto the browser's history, so back and forward (`popstate`)
/// ask for the state their URL names. Requests run one at a time, in order. Links keep their default: they open in
/// a new tab. Scrolling the frame to its end sends the document's `endOfList` event; the bars are pinned to the
/// frame while the content scrolls. `body[data-version]` counts the states shown, for tests to wait on.
enum PageAssets {
    static let script = #"""
        (() => {
          "use strict";
          const initial = document.getElementById("initial-state");
          if (!initial) return;
          let state = JSON.parse(initial.textContent);
          const frame = document.getElementById("frame");
          const screen = document.getElementById("screen");
          const status = document.getElementById("status");
          const svgNS = "http://www.w3.org/2000/svg";
          // Requests run one after another: a tap or a history move made while one is in flight waits its turn, and
          // reads the state it applies to when its turn comes.
          let queue = Promise.resolve();
          let pending = 0;
          let version = 0;
          // Counts history moves (back/forward): a tap's answer that arrives after one is shown but not pushed, so
          // it never replaces the entry the user moved to.
          let moves = 0;

          function enqueue(work) {
            pending += 1;
            queue = queue.then(work).catch((error) => {
              status.textContent = "The server did not answer: " + error;
              status.hidden = false;
            }).finally(() => { pending -= 1; });
            return queue;
          }

          function baseQuery(events) {
            const params = [["feature", state.feature], ["story", state.story], ["device", state.device],
                            ["orientation", state.orientation]];
            if (events) params.push(["events", events]);
            return params.map(([k, v]) => k + "=" + encodeURIComponent(v)).join("&");
          }

          // The bars stay on screen while the content scrolls, as on the device: copies of the status and
          // navigation bars pinned to the frame's top, of the tab bar and home indicator to its bottom.
          function pinChrome() {
            for (const old of frame.querySelectorAll(".pinned")) old.remove();
            const svg = screen.querySelector("svg");
            if (!svg || svg.viewBox.baseVal.height <= state.height + 1) return;
            const width = svg.viewBox.baseVal.width;
            const pin = (selector, where) => {
              const items = Array.from(svg.querySelectorAll(selector));
              if (items.length === 0) return;
              const boxes = items.map((item) => item.getBBox());
              const top = Math.min(...boxes.map((box) => box.y));
              const bottom = Math.max(...boxes.map((box) => box.y + box.height));
              const overlay = document.createElementNS(svgNS, "svg");
              overlay.setAttribute("class", "pinned " + where);
              overlay.setAttribute("width", width);
              overlay.setAttribute("height", bottom - top);
              overlay.setAttribute("viewBox", "0 " + top + " " + width + " " + (bottom - top));
              overlay.setAttribute("font-family", svg.getAttribute("font-family"));
              for (const item of items) overlay.appendChild(item.cloneNode(true));
              overlay.style.marginTop = where === "bottom" ? -(bottom - top) + "px" : "0";
              overlay.style.marginBottom = where === "top" ? -(bottom - top) + "px" : "0";
              if (where === "top") frame.insertBefore(overlay, screen); else frame.appendChild(overlay);
            };
            pin("g.status-bar, g.navigation-bar", "top");
            pin("g.tab-bar, g.home-indicator", "bottom");
          }

          function show(next) {
            const moved = next.screen !== state.screen;
            state = next;
            screen.innerHTML = next.svg;
            screen.dataset.screen = next.screen;
            frame.style.width = next.width + "px";
            frame.style.height = next.height + "px";
            if (moved) frame.scrollTop = 0;
            pinChrome();
            document.getElementById("events").textContent = next.events;
            for (const kind of ["json", "svg", "png"]) {
              document.getElementById("link-" + kind).href = "/layout." + kind + "?" + next.query;
            }
            const field = document.querySelector("form.picker input[name=events]");
            if (field) field.value = next.events;
            version += 1;
            document.body.dataset.version = String(version);
            document.body.dataset.events = next.events;
          }

          async function load(query, push) {
            const movesAtStart = moves;
            const response = await fetch("/api/state?" + query + "&session=" + encodeURIComponent(state.session));
            if (!response.ok) {
              const text = await response.text();
              let message = text;
              try { message = JSON.parse(text).error.message; } catch (_) {}
              status.textContent = response.status + ": " + message;
              status.hidden = false;
              return;
            }
            status.hidden = true;
            const next = await response.json();
            if (push && moves !== movesAtStart) return;
            show(next);
            if (push) history.pushState({ query: next.query }, "", "/screen?" + next.query);
          }

          function send(event, value) {
            const text = value === null || value === undefined ? event : event + ":" + encodeURIComponent(value);
            enqueue(() => load(baseQuery(state.events ? state.events + "," + text : text), true));
          }

          frame.addEventListener("click", (click) => {
            const target = click.target.closest("[data-event]");
            if (!target) return;
            if (!click.target.closest("a")) click.preventDefault();
            const event = target.getAttribute("data-event");
            let value = target.hasAttribute("data-value") ? target.getAttribute("data-value") : null;
            if (event === "search") {
              value = window.prompt("Search", value || "");
              if (value === null) return;
            }
            send(event, value);
          });

          frame.addEventListener("scroll", () => {
            if (!state.endOfList || pending > 0) return;
            if (frame.scrollTop + frame.clientHeight >= frame.scrollHeight - 8) {
              send(state.endOfList.event, state.endOfList.value);
            }
          });

          window.addEventListener("popstate", () => {
            moves += 1;
            // The state of the URL moved to, read now: a request in flight may still push another entry later.
            const events = new URLSearchParams(location.search).get("events") || "";
            enqueue(() => load(baseQuery(events), false));
          });

          history.replaceState({ query: state.query }, "", "/screen?" + state.query);
          pinChrome();
          document.body.dataset.version = "0";
          document.body.dataset.events = state.events;
        })();
        """#

    static let style = """
        body { font-family: "DejaVu Sans", Verdana, sans-serif; margin: 0; background: #F2F2F7; color: #1C1C1E; }
        header { padding: 12px 20px; background: #FFFFFF; border-bottom: 1px solid #D1D1D6; }
        header h1 { margin: 0 0 4px; font-size: 22px; }
        header p { margin: 4px 0; }
        main { padding: 20px; }
        a { color: #0A60D0; }
        .events { color: #6E6E73; font-family: "DejaVu Sans Mono", monospace; font-size: 13px; }
        form.picker label { margin-right: 12px; }
        #status { color: #B00020; }
        section.feature { background: #FFFFFF; border-radius: 12px; padding: 8px 16px; margin-bottom: 16px; }
        table.stories td { padding: 3px 12px 3px 0; vertical-align: top; }
        .device { display: flex; justify-content: center; }
        .frame { overflow-x: hidden; overflow-y: auto; background: #FFFFFF; box-shadow: 0 4px 24px rgba(0,0,0,.18); }
        .frame svg { display: block; }
        .frame .pinned { position: sticky; z-index: 1; }
        .frame .pinned.top { top: 0; }
        .frame .pinned.bottom { bottom: 0; }
        .frame [data-event] { cursor: pointer; }
        .grid { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
        .cell { margin: 0; }
        .frame.small { overflow: hidden; }
        .scaled { transform: scale(0.5); transform-origin: 0 0; pointer-events: none; }
        figcaption { text-align: center; margin-top: 6px; }
        """
}
