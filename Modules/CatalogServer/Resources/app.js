// The screen page's script (served as /app.js). It keeps a screen page live: a click (or Enter or Space on a focused
// control) on anything carrying `data-event` (an item's action or a segment's) appends that event to the state's
// events and asks /api/state for the next state with the tab's session id; the server answers with the events
// compacted, the SVG is swapped in, and the state goes into the browser's history only when the screen changed (a
// tap that changes nothing replaces the current entry). Each entry keeps the frame's scroll position, restored on back
// and forward. Requests run one at a time, in order; when the server cannot be reached a banner says so and the
// request is tried again with backoff (0.5 s, doubling, at most 10 s) until it is answered, so the URL and the screen
// end in step. The frame is scaled to fit the window (`zoom=1` in the URL shows it 1:1). `body[data-version]` counts
// the states shown, for tests to wait on.
(() => {
  "use strict";
  // Every page: the device pickers submit themselves when a choice is made with the pointer (or by a script); a
  // choice made with the keyboard waits for Enter or the Show button, so arrow keys never reload the page.
  for (const form of document.querySelectorAll("form.picker")) {
    let keyed = false;
    for (const select of form.querySelectorAll("select")) {
      select.addEventListener("keydown", (key) => { keyed = key.key !== "Enter"; });
      select.addEventListener("pointerdown", () => { keyed = false; });
      select.addEventListener("change", () => {
        if (!keyed) form.submit();
      });
    }
  }

  const initial = document.getElementById("initial-state");
  if (!initial) return;
  let state = JSON.parse(initial.textContent);
  // Screen changes slide in as the document's transition says, unless the person asked for reduced motion.
  const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
  const slides = {
    "slide-left": ["translateX(100%)", "none"], "slide-right": ["translateX(-100%)", "none"],
    "slide-up": ["translateY(100%)", "none"], "slide-down": ["translateY(-30%)", "none"],
  };
  const frame = document.getElementById("frame");
  const holder = document.getElementById("holder");
  const screen = document.getElementById("screen");
  const status = document.getElementById("status");
  const banner = document.getElementById("offline");
  const announcer = document.getElementById("announce");
  const svgNS = "http://www.w3.org/2000/svg";
  const zoomed = new URLSearchParams(location.search).get("zoom") === "1";
  // Requests run one after another: a tap or a history move made while one is in flight waits its turn, and reads
  // the state it applies to when its turn comes.
  let queue = Promise.resolve();
  let pending = 0;
  let version = 0;
  // Counts history moves (back/forward): a tap's answer that arrives after one is shown but not pushed, so it never
  // replaces the entry the user moved to.
  let moves = 0;
  const firstRetryMs = 500;
  const maxRetryMs = 10000;

  // `body[data-pending]` says how many requests wait or run, for tests to wait on.
  function enqueue(work) {
    pending += 1;
    document.body.dataset.pending = String(pending);
    queue = queue.then(work).catch((error) => {
      status.textContent = "Something went wrong: " + error;
      status.hidden = false;
    }).finally(() => {
      pending -= 1;
      document.body.dataset.pending = String(pending);
    });
    return queue;
  }

  function baseQuery(events) {
    const params = [["feature", state.feature], ["story", state.story], ["device", state.device],
                    ["orientation", state.orientation]];
    if (events) params.push(["events", events]);
    if (state.textSize && state.textSize !== "l") params.push(["text-size", state.textSize]);
    if (state.appearanceNamed || state.appearance !== "light") params.push(["appearance", state.appearance]);
    if (state.direction && state.direction !== "ltr") params.push(["direction", state.direction]);
    return params.map(([k, v]) => k + "=" + encodeURIComponent(v)).join("&");
  }

  function pageURL(query) {
    return "/screen?" + query + (zoomed ? "&zoom=1" : "");
  }

  // The name of a control as a screen reader says it: the layout document's accessibility label (made from the data,
  // never from drawn symbols such as ★ or ♥); the texts the control draws only for an item without one.
  function accessibleName(element) {
    // The layout document's accessibility label (the SVG carries it as data-label on the item's group).
    const group = element.closest("g[data-label]");
    const label = element.getAttribute("data-label") || (group && group.getAttribute("data-label"));
    if (label) return label;
    const texts = Array.from(element.querySelectorAll("text")).map((t) => t.textContent.trim()).filter(Boolean);
    return texts.join(", ") || element.getAttribute("data-event") + (element.hasAttribute("data-value")
      ? " " + element.getAttribute("data-value") : "");
  }

  // Every tappable item and segment becomes a focusable control in document order, named by its label: a
  // segment is a tab (in a tab bar) or a radio button (in a segmented control), an item wrapped in a link is that
  // link, any other item a button.
  function makeControls() {
    for (const target of screen.querySelectorAll("svg [data-event]")) {
      const link = target.closest("a");
      if (link) {
        link.setAttribute("aria-label", accessibleName(target));
        continue;
      }
      target.setAttribute("tabindex", "0");
      if (target.classList.contains("segment")) {
        const control = target.parentNode;
        const tabs = control.classList.contains("tab-bar");
        const index = Array.from(control.querySelectorAll("rect.segment")).indexOf(target);
        const titles = Array.from(control.querySelectorAll(":scope > text")).map((t) => t.textContent.trim());
        const selected = control.getAttribute("data-selected") === target.getAttribute("data-value");
        target.setAttribute("role", tabs ? "tab" : "radio");
        target.setAttribute(tabs ? "aria-selected" : "aria-checked", String(selected));
        target.setAttribute("aria-label", titles[index] || target.getAttribute("data-value"));
        control.setAttribute("role", tabs ? "tablist" : "radiogroup");
        control.setAttribute("aria-label", tabs ? "Tabs" : accessibleName(control).split(",")[0] + " choice");
      } else {
        target.setAttribute("role", "button");
        target.setAttribute("aria-label", accessibleName(target));
      }
    }
    // A link without an action (the in-app browser's page) is named by its item's label too.
    for (const link of screen.querySelectorAll("svg a:not([aria-label])")) {
      link.setAttribute("aria-label", accessibleName(link.querySelector("g") || link));
    }
  }

  // The bars stay on screen while the content scrolls, as on the device: copies of the status and navigation bars
  // pinned to the frame's top, of the tab bar and home indicator to its bottom. Each copy covers the bars' frames in
  // the document (from the state), not only what they draw: a home indicator draws a short bar 8 pt above the
  // bottom, and a copy cut to that bar would sit at the frame's very bottom, a second bar below the document's own.
  function pinChrome() {
    for (const old of frame.querySelectorAll(".pinned")) old.remove();
    const svg = screen.querySelector("svg");
    if (!svg || svg.viewBox.baseVal.height <= state.height + 1) return;
    const width = svg.viewBox.baseVal.width;
    const pin = (band, where) => {
      if (!band) return;
      const items = band.ids.map((id) => svg.getElementById(id)).filter(Boolean);
      if (items.length === 0) return;
      const top = band.y;
      const height = band.height;
      const overlay = document.createElementNS(svgNS, "svg");
      overlay.setAttribute("class", "pinned " + where);
      overlay.setAttribute("aria-hidden", "true");
      overlay.setAttribute("width", width);
      overlay.setAttribute("height", height);
      overlay.setAttribute("viewBox", "0 " + top + " " + width + " " + height);
      overlay.setAttribute("font-family", svg.getAttribute("font-family"));
      for (const item of items) {
        const copy = item.cloneNode(true);
        copy.removeAttribute("id");
        for (const inner of copy.querySelectorAll("[id]")) inner.removeAttribute("id");
        overlay.appendChild(copy);
      }
      overlay.style.marginTop = where === "bottom" ? -height + "px" : "0";
      overlay.style.marginBottom = where === "top" ? -height + "px" : "0";
      if (where === "top") frame.insertBefore(overlay, screen); else frame.appendChild(overlay);
      // The copies are the ones on screen: taps and focus go to them, not to the originals under them.
      for (const target of overlay.querySelectorAll("[data-event]")) target.setAttribute("tabindex", "-1");
    };
    pin(state.bars && state.bars.top, "top");
    pin(state.bars && state.bars.bottom, "bottom");
  }

  // A split view's detail scrolls on its own, as on the device: its sections move into a pane that stays beside the
  // list while the list scrolls (under the top bars, above the bottom ones) and scrolls alone when it is taller than
  // that. The sections are moved, not copied, so their controls, taps and names stay theirs; at the top of the page
  // every pixel is where the document draws it.
  function pinPanes() {
    const svg = screen.querySelector("svg");
    screen.style.minHeight = "";
    if (!svg || !state.panes) return;
    const total = svg.viewBox.baseVal.height;
    // The screen keeps the document's height itself, so a pane (whose margins must stay inside it to be pinned)
    // can take no room of its own.
    screen.style.minHeight = total + "px";
    const below = state.bars && state.bars.bottom ? state.bars.bottom.height : 0;
    const ground = svg.querySelector(":scope > rect");
    for (const pane of state.panes) {
      const f = pane.frame;
      const visible = Math.min(f.height, state.height - f.y - below);
      const groups = pane.sections.map((id) => svg.getElementById(id)).filter(Boolean);
      if (visible <= 0 || groups.length === 0) continue;
      const box = document.createElement("div");
      box.className = "pane";
      box.dataset.pane = pane.id;
      box.style.top = f.y + "px";
      box.style.marginLeft = f.x + "px";
      box.style.width = f.width + "px";
      box.style.height = visible + "px";
      // Laid over the document from its top (where the pane starts once pinned), taking no room of its own.
      box.style.marginTop = -total + "px";
      box.style.marginBottom = -visible + "px";
      if (ground) box.style.background = ground.getAttribute("fill");
      const inner = document.createElementNS(svgNS, "svg");
      inner.setAttribute("width", f.width);
      inner.setAttribute("height", f.height);
      inner.setAttribute("viewBox", f.x + " " + f.y + " " + f.width + " " + f.height);
      inner.setAttribute("font-family", svg.getAttribute("font-family"));
      for (const group of groups) inner.appendChild(group);
      box.appendChild(inner);
      screen.appendChild(box);
    }
  }

  // The search field: a real text input over the field the screen draws.
  function placeSearch() {
    for (const old of screen.querySelectorAll("input.search")) old.remove();
    const field = screen.querySelector("svg g.search-field[data-event='search']");
    if (!field) return;
    const hit = field.querySelector("rect.hit") || field;
    const box = hit.getBBox();
    const input = document.createElement("input");
    input.type = "search";
    input.className = "search";
    input.setAttribute("aria-label", "Search " + state.feature);
    input.value = field.getAttribute("data-value") || "";
    input.style.left = box.x + "px";
    input.style.top = box.y + "px";
    input.style.width = box.width + "px";
    input.style.height = box.height + "px";
    // The input sits after the SVG in the page, but takes the field's place in the tab order: the field stays in the
    // order and hands its focus to the input, and Tab from the input goes on to the control after the field.
    input.tabIndex = -1;
    field.setAttribute("role", "none");
    field.removeAttribute("aria-label");
    field.addEventListener("focus", () => input.focus());
    const controls = () => Array.from(screen.querySelectorAll("svg [tabindex='0'], svg a[href]"));
    input.addEventListener("keydown", (key) => {
      if (key.key === "Tab") {
        const all = controls();
        const index = all.indexOf(field);
        const next = all[index + (key.shiftKey ? -1 : 1)];
        if (next) {
          key.preventDefault();
          next.focus();
        }
      } else if (key.key === "Enter") {
        key.preventDefault();
        send("search", input.value);
      } else if (key.key === "Escape") {
        key.preventDefault();
        key.stopPropagation();
        input.value = "";
        send("search", "");
      }
    });
    input.addEventListener("change", () => {
      if (input.value !== (field.getAttribute("data-value") || "")) send("search", input.value);
    });
    screen.appendChild(input);
  }

  // The frame scaled to fit the window's width and the height left below the header, never enlarged; `zoom=1`
  // shows it 1:1.
  function fit() {
    const width = state.width;
    const height = state.height;
    let scale = 1;
    if (!zoomed) {
      const main = holder.parentNode;
      const style = getComputedStyle(main);
      const padX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      const padBottom = parseFloat(style.paddingBottom);
      const top = main.getBoundingClientRect().top + window.scrollY + parseFloat(style.paddingTop);
      const availableWidth = document.documentElement.clientWidth - padX;
      const availableHeight = window.innerHeight - top - padBottom;
      scale = Math.max(0.2, Math.min(1, availableWidth / width, availableHeight / height));
    }
    frame.style.width = width + "px";
    frame.style.height = height + "px";
    frame.style.transform = scale === 1 ? "" : "scale(" + scale + ")";
    holder.style.width = width * scale + "px";
    holder.style.height = height * scale + "px";
    document.body.dataset.scale = String(scale);
  }

  // The focused control as its item's id and segment value, to find it again in the next drawing of the screen.
  function focusedControl() {
    const e = document.activeElement;
    if (!e || !screen.contains(e)) return null;
    const control = e.closest("[data-event]") || e;
    const item = control.closest("g[id]");
    return item ? { item: item.id, value: control.getAttribute("data-value") } : null;
  }

  // A new page of rows (or any change that keeps the screen) must not throw a keyboard user back to the top: the
  // control that had focus has it again, without scrolling, so Tab goes on to the rows that just arrived.
  function refocus(key) {
    if (!key) return;
    for (const item of screen.querySelectorAll("g[id]")) {
      if (item.id !== key.item) continue;
      const controls = Array.from(item.querySelectorAll("[tabindex], a, input"));
      const control = controls.find((c) => (c.getAttribute("data-value") || null) === key.value) || controls[0] || item;
      if (control.focus) control.focus({ preventScroll: true });
      return;
    }
  }

  function show(next) {
    const moved = next.screen !== state.screen;
    const focus = moved ? null : focusedControl();
    state = next;
    screen.innerHTML = next.svg;
    screen.dataset.screen = next.screen;
    fit();
    if (moved) frame.scrollTop = 0;
    pinPanes();
    makeControls();
    pinChrome();
    placeSearch();
    refocus(focus);
    document.getElementById("events").textContent = next.events;
    document.getElementById("events").title = next.events;
    for (const kind of ["json", "svg", "png"]) {
      document.getElementById("link-" + kind).href = "/layout." + kind + "?" + next.query;
    }
    const field = document.querySelector("form.picker input[name=events]");
    if (field) field.value = next.events;
    if (moved) announcer.textContent = next.title || next.screen;
    const slide = moved && next.transition && slides[next.transition];
    if (slide && !reducedMotion.matches && screen.animate) {
      screen.animate(slide.map((transform) => ({ transform })), { duration: 250, easing: "ease-out" });
    }
    version += 1;
    document.body.dataset.version = String(version);
    document.body.dataset.events = next.events;
  }

  function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  // Fetches a state; while the server cannot be reached, says so and tries again with backoff.
  async function fetchState(query) {
    let delay = firstRetryMs;
    for (;;) {
      try {
        const response = await fetch("/api/state?" + query + "&session=" + encodeURIComponent(state.session));
        banner.hidden = true;
        document.body.classList.remove("offline");
        return response;
      } catch (error) {
        banner.textContent = "The server cannot be reached; trying again in " + (delay / 1000) + " s.";
        banner.hidden = false;
        document.body.classList.add("offline");
        document.body.dataset.retries = String(Number(document.body.dataset.retries || "0") + 1);
        await sleep(delay);
        delay = Math.min(maxRetryMs, delay * 2);
      }
    }
  }

  // Remembers the frame's scroll position in the current history entry.
  function rememberScroll() {
    const entry = history.state || { query: state.query };
    history.replaceState(Object.assign({}, entry, { scroll: frame.scrollTop }), "", location.href);
  }

  async function load(query, push, scroll) {
    const movesAtStart = moves;
    const response = await fetchState(query);
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
    // Unchanged: the same screen drawn the same, but for images that became content-addressed in the meantime.
    const unaddressed = (svg) => svg.replace(/(\/image\/[0-9a-f]+)\/[^"]+/g, "$1");
    const unchanged = next.screen === state.screen && unaddressed(next.svg) === unaddressed(state.svg);
    if (push) rememberScroll();
    show(next);
    if (push && !unchanged) {
      history.pushState({ query: next.query, scroll: 0 }, "", pageURL(next.query));
    } else if (push) {
      // The same screen: the URL follows the session's events, but no new entry.
      history.replaceState(Object.assign({}, history.state, { query: next.query }), "", pageURL(next.query));
    }
    if (scroll !== undefined && frame.scrollTop !== scroll) {
      restoring = true;
      frame.scrollTop = scroll;
    }
  }

  function send(event, value) {
    const text = value === null || value === undefined ? event : event + ":" + encodeURIComponent(value);
    enqueue(() => load(baseQuery(state.events ? state.events + "," + text : text), true));
  }

  function activate(target) {
    if (!target) return;
    const event = target.getAttribute("data-event");
    const value = target.hasAttribute("data-value") ? target.getAttribute("data-value") : null;
    if (event === "search" && target.classList.contains("search-field")) {
      const input = screen.querySelector("input.search");
      if (input) input.focus();
      return;
    }
    send(event, value);
  }

  frame.addEventListener("click", (click) => {
    const target = click.target.closest("[data-event]");
    if (!target) return;
    if (!click.target.closest("a")) click.preventDefault();
    activate(target);
  });

  // Enter or Space on a control is a tap; Enter on a link also opens it (its default, in a new tab).
  frame.addEventListener("keydown", (key) => {
    if (key.key !== "Enter" && key.key !== " ") return;
    const focused = key.target;
    if (focused.localName === "a") {
      if (key.key === "Enter") activate(focused.querySelector("[data-event]"));
      return;
    }
    const target = focused.closest && focused.closest("[data-event]");
    if (!target || target.closest("a") || focused.localName === "input") return;
    key.preventDefault();
    activate(target);
  });

  // Escape goes back, as the screen's own back button (or the browser's history) would.
  document.addEventListener("keydown", (key) => {
    if (key.key !== "Escape" || key.defaultPrevented) return;
    if (key.target.closest && key.target.closest("input, select, textarea")) return;
    const back = screen.querySelector("svg [data-event='back']");
    if (back) {
      key.preventDefault();
      send("back", null);
    } else if (history.state && history.length > 1 && state.events) {
      key.preventDefault();
      history.back();
    }
  });

  // A scroll the script makes (restoring an entry's position) loads nothing; the user's scrolling is remembered in
  // the current history entry, a moment after it stops.
  let restoring = false;
  let scrollTimer = null;
  frame.addEventListener("scroll", () => {
    clearTimeout(scrollTimer);
    scrollTimer = setTimeout(rememberScroll, 100);
    if (restoring) {
      restoring = false;
      return;
    }
    if (!state.endOfList || pending > 0) return;
    if (frame.scrollTop + frame.clientHeight >= frame.scrollHeight - 8) {
      send(state.endOfList.event, state.endOfList.value);
    }
  });

  window.addEventListener("popstate", (event) => {
    moves += 1;
    // The state of the URL moved to, read now: a request in flight may still push another entry later.
    const events = new URLSearchParams(location.search).get("events") || "";
    const scroll = event.state && typeof event.state.scroll === "number" ? event.state.scroll : 0;
    enqueue(() => load(baseQuery(events), false, scroll));
  });

  window.addEventListener("resize", fit);

  history.scrollRestoration = "manual";
  history.replaceState({ query: state.query, scroll: 0 }, "", pageURL(state.query));
  fit();
  pinPanes();
  makeControls();
  pinChrome();
  placeSearch();
  document.body.dataset.version = "0";
  document.body.dataset.events = state.events;
})();
