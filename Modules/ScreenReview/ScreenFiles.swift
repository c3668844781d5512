import FileAccess
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

    /// The largest screen file read (a 20,000-px-tall PNG is far smaller).
    static let maxFileBytes = 256 << 20

    /// Reads both files; a missing file, one outside the gallery or one whose hash is not the manifest's is an error
    /// naming its path.
    static func load(_ screen: GalleryScreen, in root: URL) throws(ReviewError) -> ScreenFiles {
        let jsonURL = try inside(root, screen.json.path)
        let pngURL = try inside(root, screen.png.path)
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

    /// `relative` under `root`: a manifest names files of its own gallery only, so an absolute path, a `..` or an
    /// empty step, or a link that leads out of the gallery is refused before anything is read.
    static func inside(_ root: URL, _ relative: String) throws(ReviewError) -> URL {
        let steps = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.isEmpty, !relative.hasPrefix("/"), !steps.contains(where: { $0.isEmpty || $0 == ".." }) else {
            throw .screenFileInvalid(path: relative, reason: "not a path inside the gallery, so it is not read")
        }
        let url = root.appendingPathComponent(relative)
        let real = url.resolvingSymlinksInPath().path
        let realRoot = root.resolvingSymlinksInPath().path
        guard real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else {
            throw .screenFileInvalid(
                path: url.path,
                reason: "a link out of the gallery (to \(real)), so it is not read"
            )
        }
        return url
    }

    private static func read(_ url: URL, expected: String) throws(ReviewError) -> (data: Data, digest: String) {
        let data: Data
        do {
            data = try RegularFile.read(path: url.path, maxBytes: maxFileBytes)
        } catch {
            throw .screenFileInvalid(path: url.path, reason: "missing or unreadable (\(error.description))")
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
