import Foundation
import ScreenReview
import Testing

/// A `gallery.json` names files of its own gallery only: a path that climbs out (`../`), an absolute one, or a link
/// out of the folder is refused by name and never read, whatever its hash (issue #42: `compare` read paths a
/// manifest named outside the gallery).
@Suite struct GalleryPathTests {
    /// The new gallery's `loaded` PNG pointed at `path` (with that file's true hash, so only the place is wrong).
    func pointLoaded(at path: String, readable: URL, in gallery: URL) throws {
        var manifest = try GalleryManifest.read(from: gallery)
        let digest = FileDigest.sha256(try Data(contentsOf: readable))
        for index in manifest.screens.indices where manifest.screens[index].screen.story == "loaded" {
            manifest.screens[index].png.path = path
            manifest.screens[index].png.sha256 = digest
        }
        try manifest.jsonData().write(to: gallery.appendingPathComponent(GalleryManifest.fileName))
    }

    @Test(arguments: ["climb", "absolute", "link"])
    func aPathOutOfTheGalleryIsRefusedNotRead(way: String) async throws {
        let (old, new) = try GalleryComparerTests().pair()
        defer { old.remove(); new.remove() }
        let outside = new.root.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString).png")
        try Data(contentsOf: new.root.appendingPathComponent("fixture/stories/loaded/iphone-se-portrait.png"))
            .write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        let path: String
        switch way {
        case "climb": path = "../\(outside.lastPathComponent)"
        case "absolute": path = outside.path
        default:
            path = "fixture/stories/loaded/linked.png"
            try FileManager.default.createSymbolicLink(
                at: new.root.appendingPathComponent(path),
                withDestinationURL: outside
            )
        }
        try pointLoaded(at: path, readable: outside, in: new.root)
        let result = try await GalleryComparer().compare(old: old.root, new: new.root)
        let loaded = try #require(result.screens.first { $0.screen.story == "loaded" })
        #expect(loaded.status == .error)
        let error = loaded.error ?? ""
        #expect(
            error.contains("not a path inside the gallery") || error.contains("a link out of the gallery"),
            "\(error)"
        )
        #expect(result.hasErrors)
    }
}
