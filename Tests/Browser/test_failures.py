"""Failures for people (issue #29, item 6): page URLs naming an unknown feature, story or device answer an HTML page
(4xx) that names the problem and links back to the index, while the API keeps JSON; a favicon is served; and with the
server stopped and started during a session the page says so, retries, and ends with the URL and screen in step."""

import html
import json
import re
import urllib.error
import urllib.request
from urllib.parse import urlencode

import pytest
from conftest import TIMEOUT_MS, Serve, _new_page, events_in_url, screen_url
from playwright.sync_api import expect


def fetch(url):
    try:
        with urllib.request.urlopen(url, timeout=TIMEOUT_MS / 1000) as response:
            return response.status, response.headers.get("Content-Type", ""), response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Content-Type", ""), error.read().decode()


@pytest.mark.parametrize(
    "params,status,words",
    [
        ({"feature": "nonesuch", "story": "loaded"}, 404, 'Unknown feature "nonesuch"'),
        ({"feature": "trending", "story": "made-up"}, 404, 'no story "made-up"'),
        ({"feature": "trending", "story": "loaded", "device": "nokia-3310"}, 400, 'Unknown device "nokia-3310"'),
    ],
)
def test_a_page_for_something_unknown_is_html_with_a_way_back(browser, server, params, status, words):
    for path in ["screen", "grid"]:
        code, kind, body = fetch(f"{server}{path}?{urlencode(params)}")
        assert code == status and kind.startswith("text/html"), (path, code, kind)
        assert words in html.unescape(body) and 'href="/"' in body, body
    # The API answers the same mistake as JSON.
    code, kind, body = fetch(f"{server}api/state?{urlencode(params)}")
    assert code == status and kind.startswith("application/json"), (code, kind)
    assert words in json.loads(body)["error"]["message"]
    code, kind, _ = fetch(f"{server}layout.json?{urlencode(params)}")
    assert code == status and kind.startswith("application/json")
    # In the browser: the page shows the problem and its link goes back to the index (the 4xx is the point here, so
    # the page's watch is not asked).
    context, page, _ = _new_page(browser, server)
    try:
        response = page.goto(f"{server}screen?{urlencode(params)}")
        assert response.status == status
        expect(page.locator("h1")).to_have_count(1)
        expect(page.locator("main")).to_contain_text(words)
        page.get_by_role("link", name="Back to the index of features and stories").click()
        expect(page.locator("section.feature")).to_have_count(5)
    finally:
        context.close()


def test_a_favicon_is_served(server):
    for path in ["favicon.ico", "favicon.svg"]:
        code, kind, body = fetch(server + path)
        assert code == 200 and kind.startswith("image/svg+xml") and body.startswith("<svg"), (path, code, kind)


def test_the_server_stopped_and_started_during_a_session(browser, tmp_path):
    serve = Serve(tmp_path)
    base = serve.start()
    context = browser.new_context(viewport={"width": 1280, "height": 1100})
    context.set_default_timeout(TIMEOUT_MS)
    errors = []
    try:
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(screen_url(base, "recipes", "loaded"))
        page.wait_for_function("document.body.dataset.version === '0'")
        page.locator("#screen g.recipe-tile").first.click()
        page.wait_for_function("document.body.dataset.version === '1'")
        assert events_in_url(page) == "open:0"

        serve.stop()
        # Back while the server is down: the banner says so and the page keeps trying.
        page.go_back()
        banner = page.locator("#offline")
        expect(banner).to_be_visible()
        expect(banner).to_contain_text("cannot be reached")
        page.wait_for_function("Number(document.body.dataset.retries || 0) >= 2")

        serve.start()  # the same port
        # Recovered: the banner goes, and the screen is the one the URL names.
        page.wait_for_function("document.body.dataset.version === '2'", timeout=TIMEOUT_MS)
        expect(banner).to_be_hidden()
        assert events_in_url(page) == ""
        assert page.evaluate("document.body.dataset.events") == ""
        expect(page.locator("#screen")).to_have_attribute("data-screen", "list")
        # And taps work again.
        page.locator("#screen g.recipe-tile").first.click()
        page.wait_for_function("document.body.dataset.version === '3'")
        assert events_in_url(page) == "open:0"
        expect(page.locator("#screen")).to_have_attribute("data-screen", "detail")
    finally:
        context.close()
        serve.stop()
    assert not errors, errors


def test_retries_back_off_from_half_a_second_to_ten(browser, tmp_path):
    """The page's retry delays: the first within 1 s, doubling, capped at 10 s (read from its banner's words)."""
    serve = Serve(tmp_path)
    base = serve.start()
    context = browser.new_context()
    context.set_default_timeout(TIMEOUT_MS)
    try:
        page = context.new_page()
        page.goto(screen_url(base, "recipes", "loaded"))
        page.wait_for_function("document.body.dataset.version === '0'")
        delays = []
        page.expose_function("__delay", lambda text: delays.append(text))
        page.evaluate(
            """() => new MutationObserver(() => window.__delay(document.getElementById('offline').textContent))
                   .observe(document.getElementById('offline'), {childList: true, characterData: true, subtree: true})"""
        )
        # Every request for a state fails as if the server were gone, immediately (no waiting on the network).
        page.route("**/api/state?*", lambda route: route.abort())
        page.locator("#screen g.recipe-tile").first.click()
        page.wait_for_function("Number(document.body.dataset.retries || 0) >= 3")
    finally:
        context.close()
        serve.stop()
    seconds = [float(m.group(1)) for m in (re.search(r"again in ([0-9.]+) s", text) for text in delays) if m]
    assert seconds[:3] == [0.5, 1, 2], seconds
