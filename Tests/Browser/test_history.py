"""History and lists in the screen page (issue #29, items 4 and 5): no entry for a tap that changes nothing (the tap
still reaches the server), 300 taps in one session, short URLs, a page that does not widen, scroll positions restored
per entry, the end of a list shown, and one home indicator at the end of a scrolled list."""

from urllib.parse import urlsplit

from conftest import events_in_url, open_screen, screen_name, wait_version
from playwright.sync_api import expect


def state_requests(page):
    """A list that collects the /api/state requests the page makes from now on."""
    seen = []
    page.on("request", lambda request: seen.append(request.url) if "/api/state?" in request.url else None)
    return seen


def test_a_tap_that_changes_nothing_adds_no_history_entry(page, server):
    open_screen(page, server, "trending", "loaded")
    expect(page.locator("#screen g.segmented-control")).to_have_attribute("data-selected", "day")
    entries = page.evaluate("history.length")
    requests = state_requests(page)
    # "Day" while the day is shown: the server is asked, the screen stays, and so does the history.
    page.locator('#screen rect.segment[data-event="timeframe"][data-value="day"]').click()
    wait_version(page, 1)
    assert len(requests) == 1, requests
    assert page.evaluate("history.length") == entries
    # A tap that changes the screen adds one.
    page.locator('#screen rect.segment[data-event="timeframe"][data-value="week"]').click()
    wait_version(page, 2)
    assert page.evaluate("history.length") == entries + 1
    # Back goes to the day list in one step: the no-op tap left no entry of its own.
    page.go_back()
    wait_version(page, 3)
    expect(page.locator("#screen g.segmented-control")).to_have_attribute("data-selected", "day")


def test_three_hundred_taps_keep_working_with_a_short_url(page, server):
    open_screen(page, server, "recipes", "loaded")
    shown = 0
    for _ in range(150):
        page.locator("#screen g.recipe-tile").first.click()
        shown += 1
        wait_version(page, shown)
        expect(page.locator("#screen")).to_have_attribute("data-screen", "detail")
        page.locator('#screen [data-event="back"]').first.click()
        shown += 1
        wait_version(page, shown)
        expect(page.locator("#screen")).to_have_attribute("data-screen", "list")
    events = events_in_url(page)
    # Open-then-back pairs are compacted by the server: the URL names at most the last pair.
    assert len(events.split(",")) <= 2, events
    assert len(page.url) < 300, page.url
    # The header's events line never widens the page.
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_the_events_line_does_not_widen_the_page(page, server):
    open_screen(page, server, "trending", "loaded")
    shown = 0
    # Twenty taps that cannot be compacted (a repository opened, favourited, closed; in turn).
    for index in range(7):
        page.locator(f'#screen g.trending-row[data-value="{index}"] text').first.click()
        shown += 1
        wait_version(page, shown)
        page.locator('#screen [data-event="favourite"]').first.click()
        shown += 1
        wait_version(page, shown)
        page.locator('#screen [data-event="back"]').first.click()
        shown += 1
        wait_version(page, shown)
    assert len(events_in_url(page).split(",")) >= 20
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], f"the page is {width} px wide"


def test_back_restores_the_scroll_position(page, server):
    open_screen(page, server, "stackoverflow", "loaded")
    frame = page.locator("#frame")
    # Well down the list but short of its end (which would load the next page).
    target = page.evaluate("(() => { const f = document.getElementById('frame');"
                           " return Math.min(1500, f.scrollHeight - f.clientHeight - 200); })()")
    assert target > 300, target
    page.evaluate(f"document.getElementById('frame').scrollTop = {target}")
    page.wait_for_timeout(300)  # the page remembers a position a moment after scrolling stops (100 ms)
    # Open a row that is on screen there, by a click where it is drawn.
    row = page.evaluate(
        """top => {
            const rows = [...document.querySelectorAll('#screen g[data-event="open"]')];
            const row = rows.find(r => r.getBBox().y > top + 150);
            return row ? row.id : null;
        }""",
        target,
    )
    assert row, "no row below the scroll position"
    page.locator(f'#screen g[id="{row}"]').click()
    wait_version(page, 1)
    assert screen_name(page) == "detail"
    page.go_back()
    wait_version(page, 2)
    assert screen_name(page) == "list"
    page.wait_for_function(f"Math.abs(document.getElementById('frame').scrollTop - {target}) <= 1")
    assert abs(frame.evaluate("f => f.scrollTop") - target) <= 1


def test_the_end_of_a_list_is_shown_with_one_home_indicator(page, server):
    open_screen(page, server, "recipes", "loaded")
    page.evaluate("(() => { const f = document.getElementById('frame'); f.scrollTop = f.scrollHeight; })()")
    page.wait_for_timeout(200)
    end = page.locator("#screen g.list-end")
    expect(end).to_have_count(1)
    expect(end).to_contain_text("End of list")
    frame_box = page.locator("#frame").bounding_box()
    end_box = end.bounding_box()
    assert frame_box["y"] <= end_box["y"] and end_box["y"] + end_box["height"] <= frame_box["y"] + frame_box["height"]
    # The home indicator: the document's own bar and the pinned copy over it coincide at the end of the list, so
    # one bar shows (before the fix the copy sat 8 pt lower, at the frame's bottom edge).
    bars = page.evaluate(
        """() => [...document.querySelectorAll('#frame g.home-indicator rect')].map(r => {
            const b = r.getBoundingClientRect(); return [b.y, b.height]; })"""
    )
    assert len(bars) == 2, bars  # the document's and the pinned copy's
    assert abs(bars[0][0] - bars[1][0]) <= 1, f"two home indicators, at {bars[0][0]:.1f} and {bars[1][0]:.1f}"
    assert urlsplit(page.url).path == "/screen"
