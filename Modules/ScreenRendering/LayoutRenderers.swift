public import Foundation
public import ImagePipeline
public import LayoutKit
public import TextEngine

/// Renders layout documents as JSON, SVG or PNG/JPEG.
public enum LayoutRenderers {
    /// Stable JSON: sorted keys, values rounded to 1/100 point, so equal layouts give identical bytes.
    public static func json(_ document: LayoutDocument) throws(LayoutError) -> Data {
        try document.jsonData()
    }

    /// SVG in points: text as text, images linked by URL over their placeholder colour.
    public static func svg(_ document: LayoutDocument, options: SVGOptions = SVGOptions()) -> Data {
        SVGWriter(document: document, options: options).write()
    }

    /// A bitmap at the device's pixel scale: images through the pipeline (placeholders where they fail), shapes
    /// anti-aliased, text rasterised by FreeType.
    public static func bitmap(
        _ document: LayoutDocument,
        pipeline: ImagePipeline?,
        measurer: TextMeasurer
    ) async -> PixelBuffer {
        await BitmapRenderer(document: document, pipeline: pipeline, measurer: measurer).render()
    }

    /// Where a document's bitmap is cut: nil when it fits in 20,000 px; else the height it would have and the limit.
    /// The bitmap is always at the device's width and scale; what lies below the limit is left out, not shrunk.
    /// Loads the pictures `document` shows, at the pixel sizes it draws them: the part of a PNG render that reads
    /// data, apart so that a caller can key a render cache on what will be drawn (see ``RenderImages``).
    public static func images(for document: LayoutDocument, pipeline: ImagePipeline?) async -> RenderImages {
        await BitmapRenderer.loadImages(for: document, pipeline: pipeline)
    }

    /// What identifies each picture `document` draws, without decoding any: per slot key, the pipeline's cache key
    /// of its result (the source's bytes, the recipe and the pipeline version), or `failed` when the source cannot be
    /// loaded (the slot draws its placeholder). Sorted by slot key; a render cache keys on this instead of pixels.
    public static func imageIdentities(for document: LayoutDocument, pipeline: ImagePipeline?) async -> [String] {
        guard let pipeline else { return [] }
        var identities: [String] = []
        for (key, request) in BitmapRenderer.imageRequests(for: document).sorted(by: { $0.key < $1.key }) {
            let identity = (try? await pipeline.cacheKey(for: request)) ?? "failed"
            identities.append("\(key) \(identity)")
        }
        return identities
    }

    /// Draws `document` with pictures already loaded by ``images(for:pipeline:)``.
    public static func bitmap(_ document: LayoutDocument, images: RenderImages, measurer: TextMeasurer) -> PixelBuffer {
        BitmapRenderer(document: document, pipeline: nil, measurer: measurer).draw(images: images)
    }

    /// Draws `document` with pictures already loaded by ``images(for:pipeline:)`` and encodes it as PNG: the same
    /// bytes as ``png(_:pipeline:measurer:)``.
    public static func png(
        _ document: LayoutDocument,
        images: RenderImages,
        measurer: TextMeasurer
    ) throws(LayoutError) -> Data {
        do {
            return try BitmapRenderer(document: document, pipeline: nil, measurer: measurer).png(images: images)
        } catch {
            throw .renderingFailed(reason: "\(error)")
        }
    }

    /// A screen's bitmap encoded as every screen PNG is: adaptive filters, compressed with runs only
    /// (``PNGCompression/runs``: a screen is mostly flat colour, and a gallery writes gigapixels of it).
    public static func png(_ image: PixelBuffer) throws(LayoutError) -> Data {
        do {
            return try ImageEncoders.png(image, compression: .runs)
        } catch {
            throw .renderingFailed(reason: "\(error)")
        }
    }

    public static func pngCut(_ document: LayoutDocument) -> BitmapCut? {
        let size = BitmapRenderer.size(of: document)
        guard size.fullHeight > size.height else { return nil }
        return BitmapCut(fullHeight: size.fullHeight, height: size.height)
    }

    /// The bitmap encoded as PNG.
    public static func png(
        _ document: LayoutDocument,
        pipeline: ImagePipeline?,
        measurer: TextMeasurer
    ) async throws(LayoutError) -> Data {
        try png(document, images: await images(for: document, pipeline: pipeline), measurer: measurer)
    }
}
