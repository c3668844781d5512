"""Text size, appearance and direction in `serve` (issue #29, item 7): pages take `text-size`, `appearance` and
`direction`; the index offers them; with no appearance in the URL the screen follows the browser's
`prefers-color-scheme`; `prefers-reduced-motion` turns the screens' slides off."""

import json
import urllib.request
from urllib.parse import parse_qs, urlsplit

from conftest import open_screen, screen_url, wait_ready, wait_version
from playwright.sync_api import expect


def query_of(url):
    return {key: values[0] for key, values in parse_qs(urlsplit(url).query).items()}


def test_a_screen_in_a_variant_keeps_it_through_taps_and_its_links(page, server):
    page.goto(screen_url(server, "recipes", "loaded") + "&text-size=ax5&appearance=dark&direction=rtl")
    wait_ready(page)
    href = page.locator("#link-json").get_attribute("href")
    with urllib.request.urlopen(server + href.lstrip("/"), timeout=60) as response:
        document = json.load(response)
    assert document["traits"] == {"textSize": "ax5", "appearance": "dark", "direction": "rtl"}, document.get("traits")
    # A tap keeps the variant: the next state's URL still names it.
    start = int(page.evaluate("document.body.dataset.version"))
    page.locator("#screen [data-event='open']").first.click()
    wait_version(page, start + 1)
    query = query_of(page.url)
    assert (query.get("text-size"), query.get("appearance"), query.get("direction")) == ("ax5", "dark", "rtl"), page.url
    # The pickers show the variant.
    expect(page.locator("select#text-size")).to_have_value("ax5")
    expect(page.locator("select#appearance")).to_have_value("dark")
    expect(page.locator("select#direction")).to_have_value("rtl")


def test_bad_variant_parameters_are_4xx_naming_the_value(server):
    for name, value in [("text-size", "huge"), ("appearance", "sepia"), ("direction", "up")]:
        url = screen_url(server, "recipes", "loaded") + f"&{name}={value}"
        try:
            urllib.request.urlopen(url, timeout=60)
            raise AssertionError(f"{url} was answered 200")
        except urllib.error.HTTPError as error:
            assert error.code == 400, (url, error.code)
            assert value in error.read().decode(), url


def test_the_index_offers_the_variants_and_its_links_carry_them(page, server):
    page.goto(server)
    for name in ["text-size", "appearance", "direction"]:
        expect(page.locator(f"form.picker select#{name}")).to_have_count(1)
    page.goto(server + "?device=iphone-se&orientation=portrait&text-size=xxxl&direction=rtl")
    link = page.locator("section#feature-users a.story").first.get_attribute("href")
    query = query_of(link)
    assert (query.get("text-size"), query.get("direction")) == ("xxxl", "rtl"), link
    assert "appearance" not in query, link


def test_no_appearance_in_the_url_follows_the_browsers_colour_scheme(browser, server):
    # Its own page, without the shared fixture's watch: the first, light load is abandoned for the dark one, and the
    # browser's preload scanner may already have asked for its pictures and script (those requests are aborted).
    context = browser.new_context(viewport={"width": 1280, "height": 1100}, color_scheme="dark")
    page = context.new_page()
    page.goto(screen_url(server, "users", "loaded"))
    page.wait_for_url("**appearance=dark**")
    wait_ready(page)
    assert json.loads(page.locator("#initial-state").text_content())["appearance"] == "dark"
    # A URL that names light stays light in a dark browser.
    page.goto(screen_url(server, "users", "loaded") + "&appearance=light")
    wait_ready(page)
    assert query_of(page.url).get("appearance") == "light"
    context.close()


def slides_when_opening_a_recipe(page, server):
    open_screen(page, server, "recipes", "loaded")
    page.evaluate("""() => {
        window.slides = 0;
        const screen = document.getElementById('screen');
        const animate = screen.animate.bind(screen);
        screen.animate = (...args) => { window.slides += 1; return animate(...args); };
    }""")
    start = int(page.evaluate("document.body.dataset.version"))
    page.locator("#screen [data-event='open']").first.click()
    wait_version(page, start + 1)
    expect(page.locator("#screen")).to_have_attribute("data-screen", "detail")
    return page.evaluate("window.slides")


def test_screens_slide_in_unless_reduced_motion_is_asked_for(page, server):
    assert slides_when_opening_a_recipe(page, server) == 1
    page.emulate_media(reduced_motion="reduce")
    assert slides_when_opening_a_recipe(page, server) == 0
