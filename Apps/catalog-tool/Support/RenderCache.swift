import Catalogue
import FeatureKit
import Foundation
import ImagePipeline
import ScreenRendering
import ScreenReview
import TextEngine

/// PNG renders by content: the key is the SHA-256 of the renderer's identity (the hash of ``RendererProbe``'s
/// pixels, which changes with drawing code and fonts), the document's JSON and the pixels of every picture it draws.
/// Equal keys draw equal pixels, so a hit is the PNG a render would write, byte for byte. Entries live in
/// `CACHE/renders/<2 hex>/<key>.png`, written atomically; a damaged entry is a miss and is rendered again.
struct RenderCache: Sendable {
    let directory: URL
    let rendererIdentity: String

    /// Opens the cache under `cacheDirectory`, hashing the probe drawn with `measurer` (a few milliseconds).
    init(cacheDirectory: URL, measurer: TextMeasurer) {
        directory = cacheDirectory.appendingPathComponent("renders")
        let probe = RendererProbe.render(measurer: measurer)
        var hasher = ContentHasher()
        hasher.update(field: "catalog-render-1 \(probe.width)x\(probe.height)")
        hasher.update(probe.pixels)
        rendererIdentity = hasher.finalize()
    }

    /// The key of `json` drawn with `images`.
    func key(json: Data, images: RenderImages) -> String {
        var hasher = ContentHasher()
        hasher.update(field: rendererIdentity)
        hasher.update(json)
        for part in images.canonicalParts {
            hasher.update(field: "\(part.key) \(part.width)x\(part.height)")
            hasher.update(part.pixels)
        }
        return hasher.finalize()
    }

    private func url(_ key: String) -> URL {
        directory.appendingPathComponent(String(key.prefix(2))).appendingPathComponent(key + ".png")
    }

    /// The cached PNG, if present and whole: a PNG header and the IEND chunk at its end (a truncated or foreign
    /// file is a miss).
    func load(_ key: String) -> Data? {
        guard let data = try? Data(contentsOf: url(key)), data.count > 20,
            (try? ImageDecoders.info(of: data, source: key)) != nil,
            data.suffix(8).elementsEqual([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        else { return nil }
        return data
    }

    /// Stores `png` under `key`; a failure to store only costs the next run a render.
    func store(_ png: Data, key: String) {
        let target = url(key)
        do {
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try AtomicFile.write(png, to: target)
        } catch {
            StandardError.print("warning: render cache: cannot store \(target.path): \(error)")
        }
    }
}
