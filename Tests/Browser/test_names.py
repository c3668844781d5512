"""Controls are named by the layout document's accessibility tree (issue #29, item 1): a row's name is its element's
label, made from the data ("bright-otter by starling-works, 693 stars, C"), never the symbols it draws (★, ♥)."""

from conftest import open_screen
from layout_lines import fetch_document


def test_every_row_is_named_by_its_accessibility_label(page, server):
    open_screen(page, server, "trending", "loaded")
    document = fetch_document(server, "trending", "loaded", "iphone-15", "portrait")
    rows = [item for section in document["sections"] for item in section["items"] if item["kind"] == "trending-row"]
    assert rows, "no trending rows"
    for row in rows:
        name = page.locator(f'#screen g[id="{row["id"]}"]').get_attribute("aria-label")
        assert name == row["accessibility"]["label"], (row["id"], name)
        assert "★" not in name and "♥" not in name, name
    # Decoration is hidden from assistive technology.
    assert page.locator("#screen g#status-bar").get_attribute("aria-hidden") == "true"
