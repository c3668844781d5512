"""A split view's panes scroll on their own (issue #40): on an iPad the open item's detail stays beside the list
while the list scrolls, and a detail taller than the screen scrolls alone, leaving the list where it was."""

from conftest import open_screen, screen_url, wait_ready
from playwright.sync_api import expect

SETTLED = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


def top(page, selector):
    return page.locator(selector).first.bounding_box()["y"]


def test_the_detail_stays_beside_the_list_while_the_list_scrolls(page, server):
    open_screen(page, server, "recipes", "loaded", device="ipad-10", events="open:1")
    pane = page.locator("#screen .pane[data-pane='detail']")
    expect(pane).to_have_count(1)
    # The detail's section moved into the pane, whole: its controls are there, once.
    expect(pane.locator("g#detail")).to_have_count(1)
    expect(page.locator("#screen g#detail")).to_have_count(1)
    detail_before, row_before = top(page, "#screen g#detail"), top(page, "#screen g#recipe-0")
    page.evaluate("document.getElementById('frame').scrollTop = 600")
    page.evaluate(SETTLED)
    detail_after, row_after = top(page, "#screen g#detail"), top(page, "#screen g#recipe-0")
    assert row_before - row_after > 100, f"the list scrolled: {row_before} -> {row_after}"
    assert abs(detail_after - detail_before) < 1, f"the detail stayed: {detail_before} -> {detail_after}"


def test_a_detail_taller_than_the_screen_scrolls_alone(page, server):
    page.goto(screen_url(server, "trending", "loaded", device="ipad-10", events="open:0") + "&text-size=ax5")
    wait_ready(page)
    pane = page.locator("#screen .pane[data-pane='detail']")
    expect(pane).to_have_count(1)
    heights = pane.evaluate("p => [p.scrollHeight, p.clientHeight]")
    assert heights[0] > heights[1], f"at ax5 the detail is taller than its pane: {heights}"
    row_before = top(page, "#screen g.trending-row")
    pane.evaluate("p => { p.scrollTop = 400; }")
    page.evaluate(SETTLED)
    assert pane.evaluate("p => p.scrollTop") > 0
    assert abs(top(page, "#screen g.trending-row") - row_before) < 1, "the list did not move"
    assert page.evaluate("document.getElementById('frame').scrollTop") == 0
