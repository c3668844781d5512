"""Headless-browser tests of `catalog-tool serve`: the index, the live screen page (events, history, paging,
favourites, links), the grid, and the page's pixels against `/layout.png`.

Run with scripts/browser-tests (it sets up Chromium and the venv, then runs pytest here). Needs a built catalog-tool:
$CATALOG_TOOL, else .build/debug/catalog-tool in the repository; this never builds it.

Every wait is on a condition (the server's "serving" line, `document.body.dataset.version`, Playwright's `expect`), with
generous time limits, since the machine running these may be busy.
"""

import json
import re
import urllib.request
from urllib.parse import urlencode

import pytest
from conftest import (
    PHONE,
    PHONE_HEIGHT,
    PHONE_SCALE,
    PHONE_WIDTH,
    DEVICES,
    FEATURES,
    TIMEOUT_MS,
    _new_page,
    events_in_url,
    open_screen,
    screen_name,
    version,
    wait_ready,
    wait_version,
)
from playwright.sync_api import expect
from urllib.parse import parse_qs, urlsplit


# MARK: - Tests


def test_index_lists_every_feature_with_story_links(page, server):
    page.goto(server)
    for feature in FEATURES:
        section = page.locator(f"section#feature-{feature}")
        expect(section).to_have_count(1)
        links = section.locator("tr[data-story] a.story")
        count = links.count()
        assert count > 0, f"{feature}: no story links"
        # Every story row has exactly one story link, to that feature's story on the picked device.
        rows = section.locator("tr[data-story]")
        assert rows.count() == count, f"{feature}: {rows.count()} story rows but {count} story links"
        for index in range(count):
            story = rows.nth(index).get_attribute("data-story")
            href = rows.nth(index).locator("a.story").get_attribute("href")
            query = parse_qs(urlsplit(href).query)
            assert urlsplit(href).path == "/screen", href
            assert query.get("feature") == [feature] and query.get("story") == [story], href
        expect(section.locator('tr[data-story="loaded"] a.story')).to_have_count(1)
    expect(page.locator("select#device option")).to_have_count(len(DEVICES))
    expect(page.locator("select#orientation option")).to_have_count(2)


def test_trending_timeframe_segment(page, server):
    page.goto(server)
    # The picker submits itself on change: go to another device and back, and the story links follow.
    with page.expect_navigation():
        page.select_option("select#device", "iphone-se")
    expect(page.locator("select#device")).to_have_value("iphone-se")
    link = page.locator('section#feature-trending tr[data-story="loaded"] a.story')
    expect(link).to_have_attribute("href", re.compile(r"device=iphone-se\b"))
    with page.expect_navigation():
        page.select_option("select#device", PHONE)
    expect(page.locator("select#device")).to_have_value(PHONE)
    expect(link).to_have_attribute("href", re.compile(rf"device={PHONE}(&|$)"))

    with page.expect_navigation():
        link.click()
    wait_ready(page)
    assert urlsplit(page.url).path == "/screen"
    box = page.locator("#frame").bounding_box()
    assert (round(box["width"]), round(box["height"])) == (PHONE_WIDTH, PHONE_HEIGHT), box
    control = page.locator("#screen g.segmented-control")
    expect(control).to_have_attribute("data-selected", "day")

    page.locator('#screen rect.segment[data-event="timeframe"][data-value="week"]').click()
    assert wait_version(page, 1) == "timeframe:week"
    assert version(page) == 1
    expect(control).to_have_attribute("data-selected", "week")
    assert "timeframe" in page.url, page.url
    assert events_in_url(page) == "timeframe:week", page.url
    assert screen_name(page) == "list"


def test_trending_scroll_to_end_loads_the_next_page(page, server):
    open_screen(page, server, "trending", "loaded", events="timeframe:week")
    assert page.evaluate("document.body.dataset.events") == "timeframe:week"
    rows = page.locator("#screen g.trending-row")
    first_page = rows.count()
    assert first_page >= 12, first_page

    # Scroll the frame like a user, with the wheel, to its end.
    page.locator("#frame").hover()
    page.mouse.wheel(0, 100_000)
    events = wait_version(page, 1).split(",")
    assert events[0] == "timeframe:week" and "load-more" in events, events
    page.wait_for_function(f"document.querySelectorAll('#screen g.trending-row').length > {first_page}")
    print(f"\ntrending week: {first_page} rows, {rows.count()} after scrolling to the end ({','.join(events)})")
    assert "load-more" in events_in_url(page).split(","), page.url
    # Page two's rows follow page one's: the first rows are unchanged.
    assert rows.nth(0).get_attribute("data-value") == "0"


def test_trending_favourite_shows_in_favourites_tab(page, server):
    open_screen(page, server, "trending", "loaded")
    row = page.locator('#screen g.trending-row[data-value="0"]')
    repo_id = row.get_attribute("id")
    assert repo_id and repo_id.startswith("repo-"), repo_id
    # Click the row's title (an SVG group is hit only where something is drawn).
    row.locator("text").first.click()
    assert wait_version(page, 1) == "open:0"
    expect(page.locator("#screen")).to_have_attribute("data-screen", "detail")

    favourite = page.locator('#screen [data-event="favourite"]')
    expect(favourite).to_have_count(1)
    number = repo_id.removeprefix("repo-")
    assert favourite.get_attribute("data-value") in (None, number)
    favourite.click()
    events = wait_version(page, 2)
    assert events.startswith("open:0,favourite"), events
    expect(page.locator("#screen")).to_have_attribute("data-screen", "detail")

    # The phone detail has the tab bar.
    tab = page.locator('#screen rect.segment[data-event="tab"][data-value="favourites"]')
    expect(tab).to_have_count(1)
    tab.click()
    events = wait_version(page, 3)
    assert events.endswith(",tab:favourites"), events
    expect(page.locator("#screen")).to_have_attribute("data-screen", "favourites")
    expect(page.locator(f"#screen g#{repo_id}")).to_be_visible()
    expect(page.locator(f'#screen [data-event="delete-favourite"][data-value="{number}"]')).to_have_count(1)
    expect(page.locator("#screen g.tab-bar")).to_have_attribute("data-selected", "favourites")


def test_recipes_back_button_of_the_browser_returns_to_list_without_reload(page, server):
    open_screen(page, server, "recipes", "loaded")
    assert screen_name(page) == "list"
    start_url = page.url
    page.evaluate("window.__marker = 1")

    page.locator("#screen g.recipe-tile").first.click()
    assert wait_version(page, 1) == "open:0"
    expect(page.locator("#screen")).to_have_attribute("data-screen", "detail")
    assert events_in_url(page) == "open:0", page.url
    expect(page.locator('#screen [data-event="back"]')).to_have_count(1)

    page.go_back()
    assert wait_version(page, 2) == ""
    expect(page.locator("#screen")).to_have_attribute("data-screen", "list")
    assert page.evaluate("window.__marker") == 1, "the page was reloaded"
    assert events_in_url(page) == "" and page.url == start_url, page.url
    expect(page.locator("#screen g.recipe-tile").first).to_be_visible()

    # And forward again: the detail, still without a reload.
    page.go_forward()
    assert wait_version(page, 3) == "open:0"
    expect(page.locator("#screen")).to_have_attribute("data-screen", "detail")
    assert page.evaluate("window.__marker") == 1, "the page was reloaded"


def test_recipes_detail_link_opens_in_a_new_tab(page, server):
    open_screen(page, server, "recipes", "detail")
    assert screen_name(page) == "detail"
    links = page.locator("#screen g.link")
    assert links.count() >= 1
    for index in range(links.count()):
        anchor = links.nth(index).locator("xpath=ancestor::*[local-name()='a'][1]")
        expect(anchor).to_have_count(1)
        expect(anchor).to_have_attribute("target", "_blank")
        href = anchor.get_attribute("href")
        assert re.match(r"https?://[^/\s]+", href or ""), href


def test_grid_shows_every_device(page, server):
    page.goto(f"{server}grid?{urlencode({'feature': 'trending', 'story': 'loaded', 'orientation': 'portrait'})}")
    cells = page.locator("figure.cell[data-device]")
    expect(cells).to_have_count(5)
    devices = [cells.nth(index).get_attribute("data-device") for index in range(5)]
    assert sorted(devices) == sorted(DEVICES), devices
    for index in range(5):
        expect(cells.nth(index).locator("svg")).to_have_count(1)


# MARK: - Bugs found by these tests, fixed: whole frames take taps; history moves during a request are queued


def test_trending_row_takes_clicks_across_its_frame(page, server):
    params = {"feature": "trending", "story": "loaded", "device": PHONE, "orientation": "portrait"}
    with urllib.request.urlopen(f"{server}layout.json?{urlencode(params)}", timeout=TIMEOUT_MS / 1000) as response:
        document = json.load(response)
    items = [item for section in document["sections"] for item in section["items"]]
    row = next(item for item in items if item.get("action") == {"event": "open", "value": "0"})
    frame = row["frame"]
    open_screen(page, server, "trending", "loaded")
    box = page.locator("#frame").bounding_box()
    # Inside the row's frame, right of its texts, half-way down: blank in the SVG.
    x, y = box["x"] + frame["x"] + frame["width"] - 24, box["y"] + frame["y"] + frame["height"] / 2
    target = page.evaluate(
        "([x, y]) => { const t = document.elementFromPoint(x, y)?.closest('[data-event]'); return t ? t.id : null; }",
        [x, y],
    )
    assert target == row["id"], f"the click at ({x}, {y}) goes to {target!r}, not {row['id']}"
    page.mouse.click(x, y)
    assert wait_version(page, 1) == "open:0"


def test_history_during_a_slow_request_shows_the_urls_state(page, server):
    open_screen(page, server, "recipes", "loaded")
    page.locator("#screen g.recipe-tile").first.click()
    assert wait_version(page, 1) == "open:0"
    # From here on every request for a state takes 1.5 s more; window.__inflight counts those under way.
    page.evaluate(
        """() => {
               const fetch = window.fetch;
               window.__inflight = 0;
               window.fetch = (...args) => {
                   window.__inflight += 1;
                   return new Promise(resolve => setTimeout(resolve, 1500))
                       .then(() => fetch(...args))
                       .finally(() => { window.__inflight -= 1; });
               };
           }"""
    )
    page.evaluate("history.back()")  # to the list: its request starts
    page.wait_for_function("window.__inflight === 1")
    page.evaluate("history.forward()")  # back to the detail while the list's request is under way
    page.wait_for_function("Number(document.body.dataset.version) >= 2 && window.__inflight === 0")
    wanted = events_in_url(page)
    shown = page.evaluate("document.body.dataset.events")
    assert shown == wanted, f"the URL says events={wanted!r} but the page shows events={shown!r}"
