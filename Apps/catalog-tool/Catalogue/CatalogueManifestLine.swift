/// One line of a shard's manifest: what became of one item. Written as it finishes, so a killed shard leaves a valid
/// prefix that a re-run resumes from.
struct CatalogueManifestLine: Codable, Equatable, Sendable {
    enum Status: String, Codable, Sendable {
        case done
        case failed
        /// Not tried: its host had failed too often in a row in that run (``HostBudget``); a re-run tries it.
        case skipped
    }

    var id: String
    var url: String
    /// The item's line in the list.
    var line: Int
    var status: Status
    /// The output file's name inside the output directory.
    var output: String?
    var bytes: Int?
    var width: Int?
    var height: Int?
    /// The pipeline's key for the result: a digest of the source's bytes, the recipe and the pipeline's version.
    var cacheKey: String?
    /// `miss`, `memory` or `disk`.
    var cache: String?
    var error: String?
    /// The list line's further keys.
    var extra: [String: CatalogueValue]?
}
