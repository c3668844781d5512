public import Foundation

/// A source image and the recipe to apply to it.
public struct ImageRequest: Sendable, Hashable {
    /// Where the bytes come from (`file:`, `http:`, `https:`, or whatever the data loader understands).
    public var url: URL
    /// What to make of them.
    public var recipe: ImageRecipe

    /// Creates a request.
    public init(url: URL, recipe: ImageRecipe) {
        self.url = url
        self.recipe = recipe
    }

    /// How errors and logs name the source: the path for files, the URL otherwise.
    public var sourceName: String {
        url.isFileURL ? url.path : url.absoluteString
    }
}

/// A processed image and how it was obtained.
public struct ImageResponse: Sendable {
    /// The encoded thumbnail.
    public var data: Data
    /// Its format.
    public var format: ImageFormat
    /// Its width in pixels.
    public var width: Int
    /// Its height in pixels.
    public var height: Int
    /// Where the result came from: nil when it was processed now.
    public var cacheTier: TieredCacheTier?
    /// The processed-image cache key.
    public var cacheKey: String
}

/// Where a cached result was found.
public enum TieredCacheTier: String, Sendable, Codable {
    case memory
    case disk
}
