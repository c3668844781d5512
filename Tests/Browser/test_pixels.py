"""The screen page's pixels against the tool's own `/layout.png`: the whole frame within limits, and every line of
text where the PNG draws it (its ink inside its line's frame, in about the same amount and place), so that a line
drawn out of place fails even when it is a small part of the frame (issue #29, item 3)."""

import urllib.request
from urllib.parse import urlencode

import pytest
from conftest import PHONE, PHONE_HEIGHT, PHONE_SCALE, PHONE_WIDTH, TIMEOUT_MS, _new_page, wait_ready
from layout_lines import fetch_document, item_lines
from test_rtl import mis_anchor

try:
    from PIL import Image, ImageChops, ImageStat
except ImportError:  # reported by the tests that need it
    Image = None

INK = 64  # a pixel is ink when a channel differs from the line's background by more than this
INK_FLOOR = 24  # device pixels: lines with less ink than this in the PNG (a dot, a space) are not compared
INK_RATIO = 0.4  # the ink in a line's frame may differ by at most this fraction of the larger amount
# Points the ink's centre may move along a line: the PNG draws an emoji 5 pt wider than Chromium does (measured: the
# trending "🚀 A tiny…" line's ink centred 5.1 pt apart), so a line that starts with one moves that much.
SHIFT_LIMIT = 6


def capture(browser, server, params, out, tweak=None):
    """The frame's screenshot at the phone's scale and `/layout.png` cropped to it, as RGB images (saved in `out`)."""
    if Image is None:
        pytest.fail("Pillow is missing from the venv (scripts/setup-browser installs it)", pytrace=False)
    context, page, watch = _new_page(
        browser,
        server,
        viewport={"width": PHONE_WIDTH + 200, "height": PHONE_HEIGHT + 400},
        device_scale_factor=PHONE_SCALE,
    )
    try:
        page.goto(f"{server}screen?{urlencode({**params, 'zoom': '1'})}", wait_until="load")
        wait_ready(page)
        page.wait_for_load_state("networkidle")
        # Every image of this state is the server's and loads (200, an image type, decodable by the browser).
        hrefs = page.evaluate("[...document.querySelectorAll('#screen image')].map(i => i.getAttribute('href'))")
        assert all(h.startswith("/image/") for h in hrefs), hrefs
        decoded = page.evaluate(
            """async hrefs => Promise.all(hrefs.map(h => {
                   const image = new Image(); image.src = h;
                   return image.decode().then(() => image.naturalWidth > 0, () => false);
               }))""",
            sorted(set(hrefs)),
        )
        assert all(decoded), dict(zip(sorted(set(hrefs)), decoded))
        box = page.locator("#frame").bounding_box()
        assert box["y"] + box["height"] <= PHONE_HEIGHT + 400, f"the frame does not fit the viewport: {box}"
        # The page pins copies of the bars to the frame while it scrolls; the tool's PNG is the whole scrolling
        # content, so the comparison is of the content as laid out, without the pinned copies.
        page.evaluate("document.querySelectorAll('#frame .pinned').forEach(e => e.style.visibility = 'hidden')")
        if tweak:
            tweak(page)
        shot_bytes = page.locator("#frame").screenshot(animations="disabled", caret="hide")
        with urllib.request.urlopen(f"{server}layout.png?{urlencode(params)}", timeout=TIMEOUT_MS / 1000) as response:
            assert response.status == 200
            png_bytes = response.read()
    finally:
        watch.close(context)
    assert not watch.problems, "the page had problems:\n" + "\n".join(watch.problems)
    (out / "page.png").write_bytes(shot_bytes)
    (out / "layout-full.png").write_bytes(png_bytes)
    shot = Image.open(out / "page.png").convert("RGB")
    layout = Image.open(out / "layout-full.png").convert("RGB")
    width, height = PHONE_WIDTH * PHONE_SCALE, PHONE_HEIGHT * PHONE_SCALE
    assert shot.size == (width, height), f"screenshot {shot.size}, expected {(width, height)}"
    assert layout.size[0] == width and layout.size[1] >= height, f"layout.png {layout.size}"
    layout = layout.crop((0, 0, width, height))
    layout.save(out / "layout.png")
    return shot, layout


def frame_difference(shot, layout, out):
    """(mean absolute difference per channel 0-255, fraction of pixels differing by more than 32); saves diff.png."""
    difference = ImageChops.difference(shot, layout)
    mean = sum(ImageStat.Stat(difference).mean) / 3
    red, green, blue = difference.split()
    channel_max = ImageChops.lighter(ImageChops.lighter(red, green), blue)
    differing = sum(channel_max.histogram()[33:]) / (shot.size[0] * shot.size[1])
    # The diff image: white where equal, darker with the largest channel difference (x4), red over 32.
    visible = channel_max.point(lambda v: 255 - min(255, v * 4))
    over = channel_max.point(lambda v: 255 if v > 32 else 0)
    diff_image = Image.merge("RGB", (visible, visible, visible))
    diff_image.paste((220, 0, 0), mask=over)
    diff_image.save(out / "diff.png")
    return mean, differing


def ink(region, background):
    """(ink pixels, their mean x in the region) against a background colour."""
    difference = ImageChops.difference(region, Image.new("RGB", region.size, background))
    red, green, blue = difference.split()
    mask = ImageChops.lighter(ImageChops.lighter(red, green), blue).point(lambda v: 255 if v > INK else 0)
    count = mask.histogram()[255]
    if count == 0:
        return 0, None
    columns = list(mask.resize((mask.size[0], 1), Image.BOX).get_flattened_data())
    return count, sum(x * value for x, value in enumerate(columns)) / sum(columns)


def misplaced_text(shot, layout, document, scale):
    """Lines whose ink in the screenshot differs from the PNG's in amount or place, as messages."""
    problems = []
    width, height = shot.size
    for item_id, _, lines in item_lines(document):
        for line in lines:
            box = (
                max(0, int(line["x"] * scale)),
                max(0, int(line["y"] * scale)),
                min(width, int((line["x"] + line["width"]) * scale + 0.999)),
                int((line["y"] + line["height"]) * scale + 0.999),
            )
            if box[3] > height or box[2] <= box[0]:
                continue  # below the visible frame
            expected_region, drawn_region = layout.crop(box), shot.crop(box)
            background = max(expected_region.getcolors(expected_region.size[0] * expected_region.size[1]))[1]
            expected, expected_x = ink(expected_region, background)
            drawn, drawn_x = ink(drawn_region, background)
            if expected < INK_FLOOR:
                continue
            if abs(expected - drawn) > INK_RATIO * max(expected, drawn):
                problems.append(f"{item_id} {line['text']!r}: {drawn} ink pixels in its frame, the PNG has {expected}")
            elif abs(expected_x - drawn_x) > SHIFT_LIMIT * scale:
                problems.append(
                    f"{item_id} {line['text']!r}: ink centred {(drawn_x - expected_x) / scale:+.1f} pt from the PNG's"
                )
    return problems


@pytest.mark.parametrize("story", ["loaded", "month"])
def test_screenshot_matches_layout_png(browser, server, tmp_path, story):
    params = {"feature": "trending", "story": story, "device": PHONE, "orientation": "portrait"}
    shot, layout = capture(browser, server, params, tmp_path)
    mean, differing = frame_difference(shot, layout, tmp_path)
    # Measured (trending, iphone-15 at 3x, 1179 x 2556 px; Chromium 156 against the tool's PNG renderer, both with
    # Inter, DejaVu Sans, WenQuanYi Micro Hei and Noto Color Emoji): loaded 5.63 mean absolute difference and 4.82 %
    # of pixels over 32, month 4.28 and 3.80 % (with DejaVu Sans alone as the face, loaded was 3.56 and 3.08 %:
    # Skia and FreeType anti-alias Inter's CFF outlines less alike). The diff is text only (glyph anti-aliasing, and
    # advances that drift by a pixel along a line); shapes, colours and the avatars match. A row out of place, a
    # wrong colour or the avatars missing fails here; a single line out of place is too small a part of the frame,
    # and is caught line by line below.
    mean_limit, fraction_limit = 6.5, 0.055
    problems = misplaced_text(shot, layout, fetch_document(server, "trending", story, PHONE, "portrait"), PHONE_SCALE)
    print(
        f"\n{story}: mean absolute difference {mean:.3f} (limit {mean_limit}), pixels differing by more than 32: "
        f"{differing * 100:.3f} % (limit {fraction_limit * 100:.1f} %); lines out of place: {len(problems)}"
        f"\nimages: {tmp_path} (page.png, layout.png cropped to the frame, layout-full.png, diff.png)"
    )
    assert mean <= mean_limit, f"mean absolute difference {mean:.3f} > {mean_limit}; see {tmp_path}"
    assert differing <= fraction_limit, f"{differing * 100:.3f} % of pixels differ by more than 32; see {tmp_path}"
    assert not problems, "lines drawn out of place:\n" + "\n".join(problems)


def test_screenshot_comparison_fails_a_mis_anchored_right_to_left_line(browser, server, tmp_path):
    """trending `month` with its right-to-left lines drawn as before the fix: the whole-frame limits pass it (printed),
    the line check fails it."""
    params = {"feature": "trending", "story": "month", "device": PHONE, "orientation": "portrait"}
    document = fetch_document(server, "trending", "month", PHONE, "portrait")
    shot, layout = capture(browser, server, params, tmp_path, tweak=lambda page: mis_anchor(page, document))
    mean, differing = frame_difference(shot, layout, tmp_path)
    problems = misplaced_text(shot, layout, document, PHONE_SCALE)
    print(
        f"\nmis-anchored month: mean {mean:.3f}, {differing * 100:.3f} % differing; lines out of place:\n"
        + "\n".join(problems)
    )
    assert problems, f"the mis-anchored lines passed the comparison; see {tmp_path}"
