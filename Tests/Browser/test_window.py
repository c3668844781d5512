"""The device frame fits the window (issue #29, item 2): at load the whole frame, tab bar included, is inside 390x844,
810x1080 and 1366x768 windows and the page itself does not scroll; `zoom=1` shows the frame 1:1."""

import pytest
from conftest import _new_page, screen_url, wait_ready

WINDOWS = [(390, 844), (810, 1080), (1366, 768)]
SCREENS = [("iphone-15", "portrait", 393, 852), ("ipad-10", "landscape", 1180, 820)]


@pytest.mark.parametrize("window", WINDOWS, ids=lambda w: f"{w[0]}x{w[1]}")
@pytest.mark.parametrize("device,orientation,width,height", SCREENS)
def test_the_whole_frame_is_in_the_window(browser, server, window, device, orientation, width, height):
    context, page, watch = _new_page(browser, server, viewport={"width": window[0], "height": window[1]})
    try:
        page.goto(screen_url(server, "trending", "loaded", device=device, orientation=orientation))
        wait_ready(page)
        box = page.locator("#frame").bounding_box()
        assert box["x"] >= 0 and box["y"] >= 0, box
        assert box["x"] + box["width"] <= window[0] + 0.5 and box["y"] + box["height"] <= window[1] + 0.5, box
        # Scaled, not cut: the frame keeps the device's proportions.
        assert abs(box["width"] / box["height"] - width / height) < 0.01, box
        # The tab bar is inside the window.
        # (the pinned copy when the content scrolls, else the document's own bar)
        pinned = page.locator("#frame .pinned.bottom")
        tab = (pinned if pinned.count() else page.locator("#screen g.tab-bar")).bounding_box()
        assert tab["y"] + tab["height"] <= window[1] + 0.5, tab
        # The page does not scroll while the frame fits.
        assert page.evaluate("document.documentElement.scrollHeight <= window.innerHeight + 1")
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
    finally:
        context.close()
    assert not watch.problems, watch.problems


def test_zoom_one_shows_the_frame_one_to_one(browser, server):
    context, page, watch = _new_page(browser, server, viewport={"width": 390, "height": 844})
    try:
        page.goto(screen_url(server, "trending", "loaded") + "&zoom=1")
        wait_ready(page)
        box = page.locator("#frame").bounding_box()
        assert (round(box["width"]), round(box["height"])) == (393, 852), box
        # A tap keeps the zoom in the URL.
        page.locator('#screen rect.segment[data-event="timeframe"][data-value="week"]').click()
        page.wait_for_function("document.body.dataset.version === '1'")
        assert "zoom=1" in page.url
    finally:
        context.close()
    assert not watch.problems, watch.problems
