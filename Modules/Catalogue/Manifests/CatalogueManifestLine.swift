/// One line of a shard's manifest: what became of one item. Written as it finishes, so a killed shard leaves a valid
/// prefix that a re-run resumes from.
public struct CatalogueManifestLine: Codable, Equatable, Sendable {
    /// What became of the item.
    public enum Status: String, Codable, Sendable {
        case done
        case failed
        /// Not tried: its host had failed too often in a row in that run (``HostBudget``); a re-run tries it.
        case skipped
    }

    /// Just the id and status of a line, decoded without the rest when only they are needed.
    struct Header: Decodable {
        var id: String
        var status: Status
    }

    public var id: String
    /// The item's source as the list gives it.
    public var url: String
    /// The item's line in the list.
    public var line: Int
    public var status: Status
    /// The output file's name inside the output directory.
    public var output: String?
    public var bytes: Int?
    /// SHA-256 of the output file's bytes, in hex: a resumed run checks it before keeping the file.
    public var sha256: String?
    public var width: Int?
    public var height: Int?
    /// The pipeline's key for the result: a digest of the source's bytes, the recipe and the pipeline's version.
    public var cacheKey: String?
    /// `miss`, `memory` or `disk`.
    public var cache: String?
    /// Why the item failed or was skipped: a sentence naming the source.
    public var error: String?
    /// The list line's further keys.
    public var extra: [String: CatalogueValue]?

    /// Creates a line.
    public init(
        id: String,
        url: String,
        line: Int,
        status: Status,
        output: String? = nil,
        bytes: Int? = nil,
        sha256: String? = nil,
        width: Int? = nil,
        height: Int? = nil,
        cacheKey: String? = nil,
        cache: String? = nil,
        error: String? = nil,
        extra: [String: CatalogueValue]? = nil
    ) {
        self.id = id
        self.url = url
        self.line = line
        self.status = status
        self.output = output
        self.bytes = bytes
        self.sha256 = sha256
        self.width = width
        self.height = height
        self.cacheKey = cacheKey
        self.cache = cache
        self.error = error
        self.extra = extra
    }
}
