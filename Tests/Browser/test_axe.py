"""axe-core (through axe-playwright-python, pinned by scripts/setup-browser) on the served pages, with its default
rules, best practices included, no rule disabled and no element excluded (issue #29): the index, a grid page, and
every story's screen page on iPhone 15 portrait and iPad 10 landscape report no violation."""

import pytest
from conftest import _new_page, screen_url, wait_ready
from layout_lines import stories

try:
    from axe_playwright_python.sync_playwright import Axe
except ImportError:
    Axe = None

DEVICES = [("iphone-15", "portrait"), ("ipad-10", "landscape")]


def violations(page):
    if Axe is None:
        pytest.fail("axe-playwright-python is missing from the venv (scripts/setup-browser installs it)", pytrace=False)
    results = Axe().run(page)
    found = results.response["violations"]
    return [
        f"{v['id']} ({v['impact']}): {v['help']} — " + "; ".join(n["target"][0] if n["target"] else "?" for n in v["nodes"][:3])
        for v in found
    ]


def test_index_and_grid_have_no_violations(browser, server):
    context, page, watch = _new_page(browser, server, viewport={"width": 1280, "height": 900})
    problems = []
    try:
        page.goto(server)
        problems += [f"index: {v}" for v in violations(page)]
        page.goto(f"{server}grid?feature=trending&story=loaded&orientation=portrait")
        problems += [f"grid: {v}" for v in violations(page)]
    finally:
        watch.close(context)
    assert not problems, "\n".join(problems)
    assert not watch.problems, watch.problems


@pytest.mark.parametrize("device,orientation", DEVICES)
def test_every_story_screen_has_no_violations(browser, server, device, orientation):
    context, page, watch = _new_page(browser, server, viewport={"width": 1280, "height": 1000})
    problems = []
    checked = 0
    try:
        for feature, names in stories(server).items():
            for story in names:
                page.goto(screen_url(server, feature, story, device=device, orientation=orientation))
                wait_ready(page)
                problems += [f"{feature}/{story}: {v}" for v in violations(page)]
                checked += 1
    finally:
        watch.close(context)
    print(f"\naxe: {checked} screen pages on {device} {orientation}, {len(problems)} violations")
    assert not problems, "\n".join(problems[:60])
    assert not watch.problems, watch.problems
