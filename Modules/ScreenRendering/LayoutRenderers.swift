public import FeatureKit
public import Foundation
public import ImagePipeline
public import TextEngine

/// Renders layout documents as JSON, SVG or PNG/JPEG.
public enum LayoutRenderers {
    /// Stable JSON: sorted keys, values rounded to 1/100 point, so equal layouts give identical bytes.
    public static func json(_ document: LayoutDocument) throws(FeatureKitError) -> Data {
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

    /// The bitmap encoded as PNG.
    public static func png(
        _ document: LayoutDocument,
        pipeline: ImagePipeline?,
        measurer: TextMeasurer
    ) async throws(FeatureKitError) -> Data {
        let image = await bitmap(document, pipeline: pipeline, measurer: measurer)
        do {
            return try ImageEncoders.png(image, level: 3)
        } catch {
            throw .renderingFailed(reason: "\(error)")
        }
    }
}
