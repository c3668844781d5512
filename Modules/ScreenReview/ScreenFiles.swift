import Foundation
import ImagePipeline
import LayoutKit

/// One screen's document and PNG as read from a gallery, checked against the manifest's hashes.
struct ScreenFiles {
    var jsonURL: URL
    var pngURL: URL
    var json: Data
    var png: Data
    var jsonDigest: String
    var pngDigest: String

    /// Reads both files; a missing file or one whose hash is not the manifest's is an error naming its path.
    static func load(_ screen: GalleryScreen, in root: URL) throws(ReviewError) -> ScreenFiles {
        let jsonURL = root.appendingPathComponent(screen.json.path)
        let pngURL = root.appendingPathComponent(screen.png.path)
        let json = try read(jsonURL, expected: screen.json.sha256)
        let png = try read(pngURL, expected: screen.png.sha256)
        return ScreenFiles(
            jsonURL: jsonURL,
            pngURL: pngURL,
            json: json.data,
            png: png.data,
            jsonDigest: json.digest,
            pngDigest: png.digest
        )
    }

    private static func read(_ url: URL, expected: String) throws(ReviewError) -> (data: Data, digest: String) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .screenFileInvalid(path: url.path, reason: "missing or unreadable (\(error.localizedDescription))")
        }
        let digest = FileDigest.sha256(data)
        guard digest == expected else {
            throw .screenFileInvalid(
                path: url.path,
                reason: "does not match the manifest (sha256 \(digest.prefix(12))…, manifest \(expected.prefix(12))…)"
            )
        }
        return (data, digest)
    }

    func document() throws(ReviewError) -> LayoutDocument {
        do {
            return try JSONDecoder().decode(LayoutDocument.self, from: json)
        } catch {
            throw .screenFileInvalid(path: jsonURL.path, reason: "not a layout document (\(error))")
        }
    }

    func pixels() throws(ReviewError) -> PixelBuffer {
        do {
            return try ImageDecoders.decode(png, source: pngURL.path).buffer
        } catch {
            throw .screenFileInvalid(path: pngURL.path, reason: "not a readable PNG (\(error))")
        }
    }
}
