"""Fixtures and helpers shared by the browser tests of `catalog-tool serve` (test_*.py here): the server, Chromium,
a watched page, and the URL and wait helpers.

Needs a built catalog-tool: $CATALOG_TOOL, else .build/debug/catalog-tool in the repository; this never builds it.
Every wait is on a condition, with generous time limits, since the machine running these may be busy.
"""

import json
import os
import queue
import re
import signal
import subprocess
import threading
import urllib.request
from pathlib import Path
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from playwright.sync_api import expect, sync_playwright

REPO_ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("CATALOG_CHROMIUM", "/usr/lib/chromium/chromium")

STARTUP_TIMEOUT_S = 120  # the server's "serving" line (a debug build loading its bundles on a loaded machine)
SHUTDOWN_TIMEOUT_S = 30  # from SIGINT to exit
TIMEOUT_MS = 30_000  # every Playwright wait

DEVICES = ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-10", "ipad-pro-13"]
# iphone-15: 393 x 852 pt at 3x.
PHONE, PHONE_WIDTH, PHONE_HEIGHT, PHONE_SCALE = "iphone-15", 393, 852, 3

expect.set_options(timeout=TIMEOUT_MS)


# MARK: - Fixtures


def _registered_features(binary):
    """The registry's features, in display order, as `catalog-tool features --json` lists them: a feature added to the
    registry is in every test that runs over features."""
    output = subprocess.run([str(binary), "features", "--json"], check=True, capture_output=True, text=True).stdout
    return [json.loads(line)["name"] for line in output.splitlines() if line.strip()]


def _catalog_tool():
    configured = os.environ.get("CATALOG_TOOL")
    binary = Path(configured) if configured else REPO_ROOT / ".build" / "debug" / "catalog-tool"
    if not binary.is_file() or not os.access(binary, os.X_OK):
        pytest.fail(
            f"catalog-tool not found or not executable at {binary} "
            "(build it first, or point CATALOG_TOOL at a built binary; these tests never build it)",
            pytrace=False,
        )
    return binary


FEATURES = _registered_features(_catalog_tool())


class Serve:
    """One `catalog-tool serve` process on `port` (0: any free port) with its own cache and data directories under
    `root`. `start()` waits for its "serving" line; `stop()` sends SIGINT and requires exit 0."""

    def __init__(self, root, port=0):
        self.binary = _catalog_tool()
        self.root = root
        self.port = port
        self.cache_dir, self.data_dir = root / "cache", root / "data"
        self.cache_dir.mkdir(exist_ok=True)
        self.data_dir.mkdir(exist_ok=True)
        self.process = None
        self.base = None
        self.stdout_lines = []

    def stderr_tail(self):
        text = self.stderr_path.read_text(errors="replace")
        return text[-4000:] if text else "(empty)"

    def kill(self):
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def start(self):
        self.stderr_path = self.root / f"stderr-{len(list(self.root.glob('stderr-*.txt')))}.txt"
        with open(self.stderr_path, "wb") as stderr:
            self.process = subprocess.Popen(
                [str(self.binary), "serve", "--port", str(self.port), "--cache-dir", str(self.cache_dir),
                 "--data-dir", str(self.data_dir)],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=stderr,
                text=True,
                # Its own process group: a Ctrl-C in the terminal reaches pytest only, whose teardown sends the SIGINT.
                start_new_session=True,
            )
        # A thread reads stdout line by line (and keeps draining it, so the server never blocks on a full pipe); the
        # first line is waited for with a deadline. None marks the end of stdout.
        lines = queue.Queue()
        process, stdout_lines = self.process, self.stdout_lines
        stdout_lines.clear()

        def read_stdout():
            for line in process.stdout:
                stdout_lines.append(line)
                lines.put(line)
            lines.put(None)

        threading.Thread(target=read_stdout, name="catalog-tool stdout", daemon=True).start()
        try:
            first = lines.get(timeout=STARTUP_TIMEOUT_S)
        except queue.Empty:
            self.kill()
            pytest.fail(f"catalog-tool serve printed nothing within {STARTUP_TIMEOUT_S} s; stderr:\n{self.stderr_tail()}")
        if first is None:
            self.kill()
            pytest.fail(
                f"catalog-tool serve exited ({process.returncode}) before serving; stderr:\n{self.stderr_tail()}"
            )
        match = re.fullmatch(r"serving (http://127\.0\.0\.1:(\d+)/) \(Ctrl-C to stop\)\n?", first)
        if not match:
            self.kill()
            pytest.fail(f"unexpected first line from catalog-tool serve: {first!r}; stderr:\n{self.stderr_tail()}")
        self.base, self.port = match.group(1), int(match.group(2))
        print(f"\ncatalog-tool serve at {self.base} ({self.binary})")
        return self.base

    def stop(self):
        self.process.send_signal(signal.SIGINT)
        try:
            code = self.process.wait(timeout=SHUTDOWN_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            self.kill()
            pytest.fail(
                f"catalog-tool serve did not exit within {SHUTDOWN_TIMEOUT_S} s of SIGINT; stderr:\n{self.stderr_tail()}"
            )
        assert code == 0, f"catalog-tool serve exited {code} after SIGINT; stderr:\n{self.stderr_tail()}"
        extra = [line for line in self.stdout_lines[1:] if line.strip()]
        print(f"catalog-tool serve stopped (exit 0); later stdout lines: {len(extra)}")


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    """Starts `catalog-tool serve --port 0` with empty cache and data directories; yields its base URL ending in `/`.
    At the end: SIGINT, and it must exit 0 within SHUTDOWN_TIMEOUT_S."""
    serve = Serve(tmp_path_factory.mktemp("serve"))
    base = serve.start()
    yield base
    serve.stop()


@pytest.fixture(scope="session")
def browser():
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"Chromium not found at {CHROMIUM} (scripts/setup-browser installs it)", pytrace=False)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        yield browser
        browser.close()


class Watch:
    """What went wrong in a page besides the test's own checks: script errors, failed requests, HTTP errors."""

    def __init__(self, base):
        self.base = base
        self.problems = []
        # Which document of the page each request belongs to: a request the browser aborts because the test has
        # since navigated the page elsewhere (its favicon, a preloaded picture) is the test's doing, not a problem.
        self.documents = 0
        self.document_of = {}
        # Set while the test closes the page's context: what is still loading then is aborted by the close.
        self.closing = False

    def attach(self, page):
        self.page = page
        page.on("pageerror", lambda error: self.problems.append(f"script error: {error}"))
        page.on("request", self._request)
        page.on("requestfailed", self._request_failed)
        page.on("response", self._response)

    def _request(self, request):
        try:
            main = request.is_navigation_request() and request.frame == self.page.main_frame
        except Exception:  # a request without a frame (a service worker's) starts no document
            main = False
        if main:
            self.documents += 1
        self.document_of[request] = self.documents

    def close(self, context):
        """Closes the page's context. A request still in flight (a picture, the favicon: on a busy machine the test
        can finish first) is aborted by the close, which is the test's doing, not the page's problem."""
        self.closing = True
        context.close()

    def _request_failed(self, request):
        left = self.document_of.get(request, self.documents) < self.documents
        if (left or self.closing) and request.failure == "net::ERR_ABORTED":
            return
        if request.url.startswith(self.base):
            self.problems.append(f"request failed: {request.method} {request.url}: {request.failure}")

    def _response(self, response):
        if response.url.startswith(self.base) and response.status >= 400:
            self.problems.append(f"HTTP {response.status}: {response.request.method} {response.url}")


def _new_page(browser, base, **context_options):
    context = browser.new_context(**context_options)
    context.set_default_timeout(TIMEOUT_MS)
    context.set_default_navigation_timeout(TIMEOUT_MS)

    # Nothing leaves the machine: requests to anything but the server are refused (pages only load from it; links
    # out are checked by their attributes).
    def route(route):
        if route.request.url.startswith(base) or route.request.url.startswith("data:"):
            route.continue_()
        else:
            route.abort()

    context.route("**/*", route)
    page = context.new_page()
    watch = Watch(base)
    watch.attach(page)
    return context, page, watch


@pytest.fixture
def page(browser, server):
    context, page, watch = _new_page(browser, server, viewport={"width": 1280, "height": 1100})
    yield page
    watch.close(context)
    assert not watch.problems, "the page had problems:\n" + "\n".join(watch.problems)


# MARK: - Helpers


def screen_url(base, feature, story, device=PHONE, orientation="portrait", events=None):
    params = {"feature": feature, "story": story, "device": device, "orientation": orientation}
    if events:
        params["events"] = events
    return f"{base}screen?{urlencode(params)}"


def wait_ready(page):
    """The page script has run (it sets data-version to "0" last)."""
    page.wait_for_function("document.body.dataset.version === '0'")


def open_screen(page, base, feature, story, **kwargs):
    page.goto(screen_url(base, feature, story, **kwargs))
    wait_ready(page)


def version(page):
    return int(page.evaluate("document.body.dataset.version"))


def wait_version(page, at_least):
    """Waits until the page has shown `at_least` new states since it loaded; returns the events it holds then."""
    page.wait_for_function("n => Number(document.body.dataset.version) >= n", arg=at_least)
    expect(page.locator("#status")).to_be_hidden()
    return page.evaluate("document.body.dataset.events")


def events_in_url(page):
    return parse_qs(urlsplit(page.url).query).get("events", [""])[0]


def screen_name(page):
    return page.get_attribute("#screen", "data-screen")


