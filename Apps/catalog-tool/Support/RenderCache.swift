import Catalogue
import FeatureKit
import Foundation
import ImagePipeline
import ScreenRendering
import ScreenReview
import TextEngine

/// PNG renders by content: the key is the renderer's ``tag`` and the SHA-256 of the renderer's identity, the document's JSON and the identity
/// of every picture it draws (the pipeline's cache key of each: source bytes, recipe, pipeline identity; or
/// `failed`). The renderer's identity hashes what drawing code and fonts make of a fixed document
/// (``RendererProbe``: its pixels and its PNG) and the pipeline's ``ImagePipeline/identity`` (what its decoders,
/// colour stage with its intent, resamplers and encoders make of fixed pictures), so a change to any of them, or to
/// a setting injected into the pipeline, changes every key, while a change to a feature's layout changes only that feature's documents. Equal
/// keys draw equal pixels: a hit is the PNG a render would write, byte for byte, and the pictures are not even
/// decoded. Entries live in `CACHE/renders/<2 hex of the hash>/<key>.png` with the PNG's SHA-256 beside it (`<key>.sha256`),
/// written atomically; a damaged entry (its bytes hashed again on every hit) is a miss and is rendered again, and
/// the cache is held to 512 MiB (``RenderCacheFiles``).
struct RenderCache: Sendable {
    let directory: URL
    let rendererIdentity: String

    /// Opens the cache under `cacheDirectory`, hashing the probes drawn with `measurer` (a few milliseconds) and the
    /// identity of the pipeline that loads the pictures.
    init(cacheDirectory: URL, measurer: TextMeasurer, pipelineIdentity: String) throws {
        directory = cacheDirectory.appendingPathComponent("renders")
        let probe = RendererProbe.render(measurer: measurer)
        var hasher = ContentHasher()
        hasher.update(field: "catalog-render-3 \(probe.width)x\(probe.height)")
        hasher.update(probe.pixels)
        // The encoder's share: the probe as a screen's PNG (a new compressor changes the bytes of every entry).
        hasher.update(try LayoutRenderers.png(probe))
        // The pipeline's share: what its code and settings make (every slot's picture goes through it).
        hasher.update(field: "pipeline \(pipelineIdentity)")
        rendererIdentity = hasher.finalize()
    }

    /// The key of `json` drawn with pictures of `imageIdentities` (``LayoutRenderers/imageIdentities(for:pipeline:)``).
    func key(json: Data, imageIdentities: [String]) -> String {
        var hasher = ContentHasher()
        hasher.update(field: rendererIdentity)
        hasher.update(json)
        for identity in imageIdentities { hasher.update(field: identity) }
        return tag + "-" + hasher.finalize()
    }

    /// The first 16 hex digits of the renderer's identity, in clear at the start of every key (and so of every
    /// file name): `cache stats` tells this code's entries from older code's by it, and `cache prune` removes those.
    var tag: String { String(rendererIdentity.prefix(16)) }

    /// Spread over folders by the key's hash part, not its tag (which all of one build's entries share).
    private func url(_ key: String, _ suffix: String) -> URL {
        directory.appendingPathComponent(String(key.suffix(64).prefix(2))).appendingPathComponent(key + suffix)
    }

    /// The cached PNG and its SHA-256, if present and whole: the PNG's bytes are hashed again and must match the
    /// digest stored beside them (a truncated, flipped, foreign or half-replaced entry is a miss, rendered again).
    func load(_ key: String) -> (png: Data, sha256: String)? {
        guard let png = try? Data(contentsOf: url(key, ".png")),
            let digest = try? String(contentsOf: url(key, ".sha256"), encoding: .utf8),
            digest.count == 64, png.count > 8,
            png.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            FileDigest.sha256(png) == digest
        else { return nil }
        // A hit is a use: the cache's size limit removes the least recently used entries first.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url(key, ".png").path)
        return (png, digest)
    }

    /// Stores `png` (whose SHA-256 is `sha256`) under `key`; a failure to store only costs the next run a render.
    func store(_ png: Data, sha256: String, key: String) {
        do {
            try AtomicFile.write(png, to: url(key, ".png"))
            try AtomicFile.write(Data(sha256.utf8), to: url(key, ".sha256"))
        } catch {
            StandardError.print("warning: render cache: cannot store \(url(key, ".png").path): \(error)")
        }
    }
}
