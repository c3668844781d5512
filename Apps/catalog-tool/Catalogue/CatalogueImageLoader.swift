import Foundation
import ImagePipeline
import Networking

/// Loads a catalogue item's bytes: a local file with the pipeline's file loader (regular files only, size checked
/// first, its errors named as a file's, never as a network error), anything else over HTTP.
struct CatalogueImageLoader: ImageDataLoading {
    let files: FileDataLoader
    let network: ImageDataLoader

    init(client: HTTPClient, maxConcurrentLoads: Int = 8) {
        files = FileDataLoader()
        network = ImageDataLoader(client: client, maxConcurrentLoads: maxConcurrentLoads)
    }

    func loadData(for url: URL) async throws -> Data {
        if url.isFileURL { return try files.readFile(at: url) }
        return try await network.data(for: url)
    }
}
