import FeatureKit
import Foundation
import ImagePipeline

/// Images through the feature's own source first (``CatalogFeature/imageSource(cache:context:)``: the Stack
/// Overflow avatar cache), then as usual: the pipeline asks by URL, and an image the source does not keep loads from
/// `fallback`.
struct FeatureImageSourceLoader: ImageDataLoading {
    let source: FeatureImageSource
    let fallback: any ImageDataLoading

    func loadData(for url: URL) async throws -> Data {
        if let data = await source.load(url) { return data }
        return try await fallback.loadData(for: url)
    }
}
