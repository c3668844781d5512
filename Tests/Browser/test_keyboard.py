"""Keyboard only, no mouse (issue #29, item 1): on each feature's main screen Tab visits every actionable item and
segment once, as many stops as the layout document has actions, in the document's order; Enter opens an item and
Escape comes back. The device picker does not reload the page on an arrow key."""

import pytest
from conftest import FEATURES, open_screen, wait_version
from layout_lines import fetch_document
from playwright.sync_api import expect

# The main screen of each feature, and what Enter opens there (a control's accessible name, matched in part).
FLOWS = [(feature, "loaded") for feature in FEATURES]

# The focused control: its item's id and its segment's value, as one key.
FOCUSED = """() => {
    const e = document.activeElement;
    if (!e || !document.getElementById('frame').contains(e)) return null;
    const control = e.closest('[data-event]') || e.querySelector('[data-event]') || e;
    const item = control.closest('g[id]');
    return [item ? item.id : e.localName, control.getAttribute('data-value') || ''];
}"""


SETTLED = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


def document_stops(document):
    """The document's actions as (item id, segment value or '') in order, the search field as its input."""
    stops = []
    for section in document["sections"]:
        for item in section["items"]:
            if item.get("action"):
                stops.append((item["id"], item["action"].get("value") or ""))
            for segment in item.get("segments") or []:
                stops.append((item["id"], segment["action"].get("value") or ""))
    return stops


@pytest.mark.parametrize("feature,story", FLOWS)
def test_tab_reaches_every_control_once_then_enter_and_escape(page, server, feature, story):
    open_screen(page, server, feature, story)
    page.locator("#frame").focus()
    visited = []
    for _ in range(400):
        page.keyboard.press("Tab")
        # Focusing the last row scrolls the frame to its end, which may load the next page: the scroll event comes
        # with the next frame, so wait two frames, then for the page to hold the new state, before the next Tab.
        page.evaluate(SETTLED)
        page.wait_for_function("(document.body.dataset.pending || '0') === '0'")
        stop = page.evaluate(FOCUSED)
        if stop is None:
            break
        visited.append(tuple(stop) if stop[0] != "input" else None)
    # A new page of rows keeps the focused row focused, so Tab goes on to the new rows (never back to the top): the
    # stops are those of the document with every page the tabbing loaded.
    events = page.evaluate("document.body.dataset.events")
    document = fetch_document(server, feature, story, "iphone-15", "portrait", events=events)
    wanted = document_stops(document)
    # The search field is focused as its text input: it stands for the field's own action.
    searches = [i for i, stop in enumerate(visited) if stop is None]
    for index in searches:
        field = next(s for s in wanted if s[0] == "search")
        visited[index] = field
    assert len(visited) == len(wanted), f"{len(visited)} tab stops, the document has {len(wanted)} actions: {visited}"
    assert visited == wanted, f"tab order {visited[:8]}… vs the document's {wanted[:8]}…"

    # Enter on the first item that opens something, then Escape back.
    openers = [i["id"] for sec in document["sections"] for i in sec["items"] if (i.get("action") or {}).get("event") == "open"]
    if not openers:
        return  # specials: nothing opens
    opener = (openers[0],)
    # Tabbing to the last row scrolls the frame to its end, which may load the next page: wait for that first.
    page.wait_for_function("(document.body.dataset.pending || '0') === '0'")
    page.evaluate("document.getElementById('frame').scrollTop = 0")
    page.wait_for_timeout(200)
    page.wait_for_function("(document.body.dataset.pending || '0') === '0'")
    start = int(page.evaluate("document.body.dataset.version"))
    page.locator(f'#screen g[id="{opener[0]}"]').focus()
    page.keyboard.press("Enter")
    events = wait_version(page, start + 1)
    assert events.split(",")[-1].startswith("open:"), events
    page.keyboard.press("Escape")
    events = wait_version(page, start + 2)
    # Back: by the screen's own back button (the URL then ends with `back`), or in the browser's history.
    assert events in ("", "load-more") or events.endswith(",back"), events
    expect(page.locator("#screen")).to_have_attribute("data-screen", document["screen"])
    if document["screen"] == "list":
        expect(page.locator("#screen [data-selected='true']")).to_have_count(0)


def test_an_arrow_key_in_the_device_picker_does_not_reload(page, server):
    page.goto(server)
    page.evaluate("window.__marker = 1")
    page.locator("select#device").focus()
    page.keyboard.press("ArrowDown")
    page.wait_for_timeout(300)
    assert page.evaluate("window.__marker") == 1, "the page reloaded on an arrow key"
    value = page.locator("select#device").input_value()
    with page.expect_navigation():
        page.get_by_role("button", name="Show").first.click()
    expect(page.locator("select#device")).to_have_value(value)


def test_the_focused_control_has_a_visible_ring(page, server):
    """A 3 px ring inside the control (a row spans the frame, whose edges would cut one outside): the focused row's
    screenshot differs from the unfocused one along its edges, in the ring's colour."""
    open_screen(page, server, "trending", "loaded")
    row = page.locator('#screen g.trending-row[data-value="0"]')
    page.locator("#frame").focus()
    before = row.screenshot()
    for _ in range(10):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.getAttribute('data-value') === '0'"):
            break
    style = page.evaluate("(() => { const s = getComputedStyle(document.activeElement);"
                          " return [s.outlineStyle, parseFloat(s.outlineWidth), s.outlineColor]; })()")
    assert style[0] != "none" and style[1] >= 2, style
    after = row.screenshot()
    from io import BytesIO

    from PIL import Image

    ring = Image.open(BytesIO(after)).convert("RGB")
    plain = Image.open(BytesIO(before)).convert("RGB")
    width, height = ring.size
    # The middle of the left edge, 1 px in: the ring's dark blue there, not before.
    x, y = 1, height // 2
    assert ring.getpixel((x, y)) != plain.getpixel((x, y)), (ring.getpixel((x, y)), plain.getpixel((x, y)))
    red, green, blue = ring.getpixel((x, y))
    assert blue > 120 and red < 60, ring.getpixel((x, y))
