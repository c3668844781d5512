import ColorManagement
import Foundation
import ImagePipeline
import ScreenReview
import Testing
import TextEngine

@testable import CatalogTool

/// A render-cache entry is used only when its bytes are the ones it was stored with: one flipped byte in the middle
/// of the PNG (its signature and end intact) is a miss, so `gallery` renders the screen again rather than writing a
/// PNG whose digest disagrees with `gallery.json` (issue #42).
@Suite struct RenderCacheIntegrityTests {
    @Test func aFlippedByteIsAMissAndAWholeEntryAHit() throws {
        let scratch = try Scratch()
        let cache = try RenderCache(
            cacheDirectory: scratch.url,
            measurer: try TextMeasurer(),
            pipelineIdentity: ImagePipeline().identity
        )
        var canvas = Canvas(width: 40, height: 30, background: RGBAColor(red: 200, green: 40, blue: 40))
        canvas.fillRoundedRect(PixelRect(x: 4, y: 4, width: 20, height: 12), radius: 3, color: .white)
        let png = try ImageEncoders.png(canvas.buffer)
        let key = cache.key(json: Data("{}".utf8), imageIdentities: [])
        cache.store(png, sha256: FileDigest.sha256(png), key: key)
        #expect(cache.load(key)?.png == png)
        // One byte in the middle flipped, as a disk or a hand might.
        let file = scratch.url.appending(path: "renders/\(key.suffix(64).prefix(2))/\(key).png")
        var damaged = try Data(contentsOf: file)
        damaged[damaged.count / 2] ^= 0x01
        try damaged.write(to: file)
        #expect(cache.load(key) == nil)
    }

    /// The render cache's keys hold the pipeline's identity: a pipeline with other colour handling (an injected
    /// setting, issue #52) misses every screen another one drew, while the same pipeline hits.
    @Test func aPipelineWithAnotherIntentMissesEveryRender() throws {
        let scratch = try Scratch()
        let measurer = try TextMeasurer()
        let perceptual = try RenderCache(
            cacheDirectory: scratch.url,
            measurer: measurer,
            pipelineIdentity: ImagePipeline().identity
        )
        let same = try RenderCache(
            cacheDirectory: scratch.url,
            measurer: measurer,
            pipelineIdentity: ImagePipeline().identity
        )
        let relative = try RenderCache(
            cacheDirectory: scratch.url,
            measurer: measurer,
            pipelineIdentity: ImagePipeline(configuration: .init(colorIntent: .relativeColorimetric)).identity
        )
        let json = Data("{}".utf8)
        #expect(perceptual.key(json: json, imageIdentities: []) == same.key(json: json, imageIdentities: []))
        #expect(perceptual.key(json: json, imageIdentities: []) != relative.key(json: json, imageIdentities: []))
    }
}
