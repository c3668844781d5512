"""The text lines of a layout document (`/layout.json`) with the frame each is drawn in, in the order the SVG writer
emits their `<text>` elements inside an item's group: part by part, line by line.

A line's frame is its run's width and its own line slot: the run's frame cut into `fontSize × 1.2` rows.
"""

import json
import re
import urllib.request
from urllib.parse import urlencode

LINE_SPACING = 1.2  # TextMetrics.lineSpacing
RIGHT_TO_LEFT = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]")


def fetch_document(base, feature, story, device, orientation, timeout_s=60, events=""):
    params = {"feature": feature, "story": story, "device": device, "orientation": orientation}
    if events:
        params["events"] = events
    with urllib.request.urlopen(f"{base}layout.json?{urlencode(params)}", timeout=timeout_s) as response:
        return json.load(response)


def item_lines(document):
    """[(item id, item kind, [line, …])] where a line is {text, x, y, width, height, run} (run: the text part)."""
    out = []
    for section in document["sections"]:
        for item in section["items"]:
            lines = []
            for part in item.get("parts", []):
                if part.get("type") != "text":
                    continue
                run = part["text"]
                frame = run["frame"]
                height = run["fontSize"] * LINE_SPACING
                for index, text in enumerate(run["lines"]):
                    lines.append(
                        {
                            "text": text,
                            "x": frame["x"],
                            "y": frame["y"] + index * height,
                            "width": frame["width"],
                            "height": height,
                            "run": run,
                        }
                    )
            if lines:
                out.append((item["id"], item["kind"], lines))
    return out


def has_right_to_left_text(document):
    return any(RIGHT_TO_LEFT.search(line["text"]) for _, _, lines in item_lines(document) for line in lines)


def stories(base, timeout_s=60):
    """{feature: [story, …]} as the index lists them."""
    with urllib.request.urlopen(base, timeout=timeout_s) as response:
        html = response.read().decode()
    found = {}
    for feature, body in re.findall(r'<section class="feature" id="feature-([^"]+)">(.*?)</section>', html, re.S):
        found[feature] = re.findall(r'<tr data-story="([^"]+)"', body)
    return found
