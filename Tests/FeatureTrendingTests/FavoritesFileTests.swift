import FeatureKit
import FeatureTrending
import Foundation
import Testing

/// The favourites database is the user's: a file that is not a database says so (not "check that the directory is
/// writable") and is left as it was, and a link in its place is not followed (issue #42).
@Suite struct FavoritesFileTests {
    func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("favourites-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aFileThatIsNotADatabaseIsNamedDamagedAndKept() async throws {
        let folder = try directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("favorites.sqlite")
        let garbage = Data(String(repeating: "not a database; ", count: 512).utf8)
        try garbage.write(to: file)
        let store = try FavoritesStore(directory: folder)
        do {
            _ = try await store.ids()
            Issue.record("a garbage file opened as a database")
        } catch {
            guard case .damaged(let path, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(path == file.path)
            #expect(error.description.contains("is damaged or not a database"))
            #expect(!error.description.contains("writable"))
            #expect(error.hint.contains("Move the file aside"))
        }
        #expect(try Data(contentsOf: file) == garbage)
    }

    @Test func aLinkInPlaceOfTheDatabaseIsNotFollowed() async throws {
        let folder = try directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let elsewhere = folder.appendingPathComponent("elsewhere.sqlite")
        try Data().write(to: elsewhere)
        let link = folder.appendingPathComponent("favorites.sqlite")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: elsewhere)
        let store = try FavoritesStore(directory: folder)
        await #expect(throws: FavoritesError.linked(path: link.path)) { try await store.ids() }
        #expect(try Data(contentsOf: elsewhere).isEmpty, "the link's target was written")
    }
}
