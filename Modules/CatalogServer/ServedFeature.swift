public import FeatureKit
public import ImagePipeline
public import TextEngine

/// A feature as the server serves it: the feature, the context its view models load through (the same HTTP client
/// and cache as `catalog-tool layout`), and the pipeline that draws its images.
public struct ServedFeature: Sendable {
    public var feature: any CatalogFeature
    public var context: FeatureContext
    /// Makes the thumbnails of the feature's images; nil serves no images (placeholders only).
    public var pipeline: ImagePipeline?
    /// Draws text into PNGs (the real text engine; usually the measurer `context` lays out with).
    public var text: TextMeasurer

    /// Creates a served feature.
    public init(feature: any CatalogFeature, context: FeatureContext, pipeline: ImagePipeline?, text: TextMeasurer) {
        self.feature = feature
        self.context = context
        self.pipeline = pipeline
        self.text = text
    }

    /// The feature's command-line name.
    public var name: String { feature.name }
}
