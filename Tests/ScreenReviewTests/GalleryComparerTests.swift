import Foundation
import ImagePipeline
import LayoutKit
import ScreenReview
import Testing

/// `compare`'s engine over galleries written in the test: unchanged, a longer title, a colour, an item removed, a
/// screen added, and damaged galleries.
@Suite struct GalleryComparerTests {
    static let rows = [
        GalleryFixture.Row(id: "row-0", title: "Pasta"),
        GalleryFixture.Row(id: "row-1", title: "Soup"),
        GalleryFixture.Row(id: "row-2", title: "Salad"),
    ]

    func pair(_ change: (inout GalleryFixture) -> Void = { _ in }) throws -> (GalleryFixture, GalleryFixture) {
        var old = try GalleryFixture()
        old.screens = ["loaded": Self.rows, "empty": []]
        try old.write()
        var new = try GalleryFixture()
        new.screens = old.screens
        change(&new)
        try new.write()
        return (old, new)
    }

    @Test func sameGalleriesCompareUnchanged() async throws {
        let (old, new) = try pair()
        defer { old.remove(); new.remove() }
        let result = try await GalleryComparer().compare(old: old.root, new: new.root)
        #expect(result.screens.map(\.status) == [.unchanged, .unchanged])
        #expect(!result.hasChanges && !result.hasErrors)
    }

    @Test func aLongerTitleIsNamedAndItsRegionCoversTheRow() async throws {
        let (old, new) = try pair { gallery in
            gallery.screens["loaded"]?[1].title = "Soup of the day with a longer name here"
        }
        defer { old.remove(); new.remove() }
        let report = old.root.appendingPathComponent("report")
        let result = try await GalleryComparer(reportDirectory: report).compare(old: old.root, new: new.root)
        let loaded = try #require(result.screens.first { $0.screen.story == "loaded" })
        #expect(loaded.status == .changed)
        #expect(loaded.changes.contains { $0.item == "row-1/text#0" && $0.change == .textChanged })
        #expect(loaded.changes.contains { $0.item == "row-1/text#0" && $0.change == .wrapped })
        #expect(!loaded.changes.contains { $0.item.hasPrefix("row-0") || $0.item.hasPrefix("row-2") })
        let region = try #require(loaded.pixels?.region)
        // Row 1 is y 60…120 pt, 120…240 px at 2×: every changed pixel lies inside it.
        #expect(region.y >= 120 && region.y + region.height <= 240, "\(region)")
        #expect(loaded.pixels?.changed ?? 0 > 0)
        #expect(result.screens.first { $0.screen.story == "empty" }?.status == .unchanged)
        for name in ["before.png", "after.png", "diff.png"] {
            let url = report.appendingPathComponent("screens/\(loaded.screen.slug)/\(name)")
            #expect(FileManager.default.fileExists(atPath: url.path), "\(name)")
        }
        let html = ComparisonReport(comparison: result, oldName: "old", newName: "new").html()
        #expect(html.contains("row-1/text#0: text changed"))
        #expect(html.contains("type=\"range\""))
        #expect(html.contains("<details><summary>Unchanged (1)</summary>"))
    }

    @Test func aColourChangeAndARemovedItemAreNamed() async throws {
        let (old, new) = try pair { gallery in
            gallery.screens["loaded"]?[0].color = "#FFD60A"
            gallery.screens["loaded"]?.remove(at: 2)
        }
        defer { old.remove(); new.remove() }
        let result = try await GalleryComparer().compare(old: old.root, new: new.root)
        let changes = try #require(result.screens.first { $0.screen.story == "loaded" }).changes
        #expect(changes.contains { $0.item.hasPrefix("row-0") && $0.change == .colorChanged && $0.after == "#FFD60A" })
        #expect(changes.contains { $0.item == "row-2" && $0.change == .removed })
    }

    @Test func screensAddedAndRemovedAreListed() async throws {
        let (old, new) = try pair { gallery in
            gallery.screens["empty"] = nil
            gallery.screens["error"] = [GalleryFixture.Row(id: "message", title: "Could not load")]
        }
        defer { old.remove(); new.remove() }
        let result = try await GalleryComparer().compare(old: old.root, new: new.root)
        let statuses = Dictionary(uniqueKeysWithValues: result.screens.map { ($0.screen.story, $0.status) })
        #expect(statuses == ["empty": .removed, "error": .added, "loaded": .unchanged])
    }

    @Test func aCorruptPNGIsAnErrorForThatScreenOnly() async throws {
        let (old, new) = try pair()
        defer { old.remove(); new.remove() }
        // Truncate the PNG and rewrite the manifest so that its hash matches: the file itself is bad.
        let path = "fixture/stories/loaded/iphone-se-portrait.png"
        let url = new.root.appendingPathComponent(path)
        let truncated = try Data(contentsOf: url).prefix(100)
        try truncated.write(to: url)
        var manifest = try GalleryManifest.read(from: new.root)
        for index in manifest.screens.indices where manifest.screens[index].png.path == path {
            manifest.screens[index].png.sha256 = FileDigest.sha256(truncated)
        }
        // Make the documents differ so that the PNG must be decoded.
        let jsonURL = new.root.appendingPathComponent("fixture/stories/loaded/iphone-se-portrait.json")
        var document = GalleryFixture.document(story: "loaded", rows: Array(Self.rows.prefix(2)))
        document.screen = "loaded"
        let json = try document.jsonData()
        try json.write(to: jsonURL)
        for index in manifest.screens.indices where manifest.screens[index].screen.story == "loaded" {
            manifest.screens[index].json.sha256 = FileDigest.sha256(json)
        }
        try manifest.jsonData().write(to: new.root.appendingPathComponent(GalleryManifest.fileName))
        let result = try await GalleryComparer().compare(old: old.root, new: new.root)
        let loaded = try #require(result.screens.first { $0.screen.story == "loaded" })
        #expect(loaded.status == .error)
        #expect(loaded.error?.contains(url.path) == true)
        #expect(loaded.error?.contains("not a readable PNG") == true)
        #expect(result.screens.first { $0.screen.story == "empty" }?.status == .unchanged)
        #expect(result.hasErrors)
    }

    @Test func aFileNotMatchingItsManifestIsNamed() async throws {
        let (old, new) = try pair()
        defer { old.remove(); new.remove() }
        let url = new.root.appendingPathComponent("fixture/stories/empty/iphone-se-portrait.json")
        try Data("{}".utf8).write(to: url)
        try FileManager.default.removeItem(
            at: new.root.appendingPathComponent("fixture/stories/loaded/iphone-se-portrait.png")
        )
        let result = try await GalleryComparer().compare(old: old.root, new: new.root)
        let statuses = Dictionary(uniqueKeysWithValues: result.screens.map { ($0.screen.story, $0) })
        #expect(statuses["empty"]?.status == .error)
        #expect(statuses["empty"]?.error?.contains("does not match the manifest") == true)
        #expect(statuses["loaded"]?.status == .error)
        #expect(statuses["loaded"]?.error?.contains("missing or unreadable") == true)
    }

    @Test func anUnreadableManifestIsAnError() async throws {
        let (old, new) = try pair()
        defer { old.remove(); new.remove() }
        try Data("not json".utf8).write(to: new.root.appendingPathComponent(GalleryManifest.fileName))
        await #expect(throws: ReviewError.self) {
            try await GalleryComparer().compare(old: old.root, new: new.root)
        }
        let missing = old.root.appendingPathComponent("nowhere")
        do {
            _ = try await GalleryComparer().compare(old: missing, new: old.root)
            Issue.record("a missing gallery compared")
        } catch {
            #expect(error.description.contains("nowhere/gallery.json"))
        }
    }
}
