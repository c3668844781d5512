import ArgumentParser
import Foundation
import ImageCache
import ImagePipeline
import TextEngine

/// `catalog-tool cache stats|verify|prune|clear`: the tool's disk caches.
struct CacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract:
            "Inspect, verify, prune or clear the tool's caches (processed thumbnails, screens' pictures, HTTP responses).",
        discussion: """
            Examples:
              catalog-tool cache stats       # entries per cache, and how many other code or settings made
              catalog-tool cache verify      # reads every entry, removes corrupt or expired ones
              catalog-tool cache prune       # removes what other code made, then enforces the size limits
              catalog-tool cache clear --cache-dir /tmp/catalog-cache
            """,
        subcommands: [Stats.self, Verify.self, Prune.self, Clear.self],
        defaultSubcommand: Stats.self
    )

    /// The disk caches under the cache directory, by name; the render cache (`renders`) is files of its own.
    /// (`http-bundled` is written by versions before bundled responses went uncached; listed so it can be cleared.)
    static let names = ["thumbnails", "bitmaps", "http", "avatars", "http-bundled"]
    /// The disk caches whose keys are the image pipeline's, and so name the code that wrote them.
    static let pipelineStores: Set = ["thumbnails", "bitmaps"]

    struct Location: ParsableArguments {
        @Option(help: "Cache directory (default: $CATALOG_CACHE_DIR or $XDG_CACHE_HOME/catalog).")
        var cacheDir: String?

        @Flag(help: "Print JSON lines.")
        var json = false

        /// Every cache the tool writes under the cache directory that exists; a cache directory that is not a
        /// directory is an error naming it, not "no caches yet".
        func caches() throws -> [(name: String, cache: ToolCache)] {
            let root = CatalogDirectories.resolve(cacheDirectory: cacheDir, dataDirectory: nil).cache
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw ToolError.fileSystem(path: root.path, reason: "not a directory, so it holds no caches")
            }
            var found: [(name: String, cache: ToolCache)] = try CacheCommand.names.compactMap { name in
                let directory = root.appendingPathComponent(name)
                guard FileManager.default.fileExists(atPath: directory.path) else { return nil }
                let cache = try DiskCache(configuration: .init(directory: directory))
                return (name, .disk(cache, pipelineKeys: CacheCommand.pipelineStores.contains(name)))
            }
            let renders = root.appendingPathComponent("renders")
            if FileManager.default.fileExists(atPath: renders.path) {
                found.append(("renders", .renders(RenderCacheFiles(directory: renders))))
            }
            return found
        }

        /// This build's identities. Every command's pipeline keeps the default settings (colour intent and shrink
        /// headroom, the settings the identity names), so a default pipeline has the identity theirs have.
        func identities() -> ToolCache.Identities {
            let root = CatalogDirectories.resolve(cacheDirectory: cacheDir, dataDirectory: nil).cache
            let memo = CatalogDirectories.resolve(cacheDirectory: cacheDir, dataDirectory: nil).identityMemo
            let pipeline = ImagePipeline(configuration: .init(identityMemo: memo))
            let renderTag = (try? TextMeasurer()).flatMap { measurer in
                try? RenderCache(cacheDirectory: root, measurer: measurer, pipelineIdentity: pipeline.identity).tag
            }
            return ToolCache.Identities(pipeline: pipeline, renderTag: renderTag)
        }
    }

    struct Line: Encodable {
        var cache: String
        var entries: Int
        var bytes: Int
        var checked: Int?
        var removed: Int?
        /// Of `entries`, those this build's code and settings made, and those other code made (with their bytes):
        /// only for caches whose keys say (thumbnails, bitmaps, renders).
        var current: Int?
        var other: Int?
        var otherBytes: Int?

        init(cache: String, entries: Int, bytes: Int, checked: Int? = nil, removed: Int? = nil) {
            self.cache = cache
            self.entries = entries
            self.bytes = bytes
            self.checked = checked
            self.removed = removed
        }

        mutating func count(_ census: (current: Int, other: Int, otherBytes: Int)?) {
            current = census?.current
            other = census?.other
            otherBytes = census?.otherBytes
        }
    }

    static func report(_ lines: [Line], json: Bool) {
        for line in lines {
            if json {
                JSONLines.print(line)
            } else {
                var text = "\(line.cache): \(count(line.entries, "entry", "entries")), \(size(line.bytes))"
                if let current = line.current, let other = line.other, let otherBytes = line.otherBytes {
                    text += "; \(current) of this build, \(other) of other code or settings (\(size(otherBytes)))"
                }
                if let checked = line.checked, let removed = line.removed {
                    text += " (checked \(checked), removed \(removed))"
                } else if let removed = line.removed {
                    text += " (removed \(removed))"
                }
                print(text)
            }
        }
        if lines.isEmpty, !json { print("no caches yet") }
    }

    /// `1 entry`, `2 entries`.
    static func count(_ value: Int, _ one: String, _ many: String) -> String {
        "\(value) \(value == 1 ? one : many)"
    }

    /// Bytes as Foundation writes file sizes, but `0 bytes` where it would write "Zero KB".
    static func size(_ bytes: Int) -> String {
        bytes == 0 ? "0 bytes" : ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file)
    }

    struct Stats: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Entries and bytes per cache; of thumbnails, bitmaps and renders, how many other code made."
        )
        @OptionGroup var location: Location

        func run() async throws {
            let identities = location.identities()
            let lines = try location.caches().map { name, cache in
                let statistics = cache.statistics
                var line = Line(cache: name, entries: statistics.entries, bytes: statistics.bytes)
                line.count(cache.census(identities))
                return line
            }
            CacheCommand.report(lines, json: location.json)
        }
    }

    struct Verify: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check every entry; remove corrupt, misnamed or expired ones."
        )
        @OptionGroup var location: Location

        func run() async throws {
            let lines = try location.caches().map { name, cache in
                let report = cache.verify()
                let statistics = cache.statistics
                return Line(
                    cache: name,
                    entries: statistics.entries,
                    bytes: statistics.bytes,
                    checked: report.checked,
                    removed: report.removed
                )
            }
            CacheCommand.report(lines, json: location.json)
        }
    }

    struct Prune: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Remove what other code or settings made, expired and corrupt entries; enforce each cache's size limit."
        )
        @OptionGroup var location: Location

        func run() async throws {
            let identities = location.identities()
            let lines = try location.caches().map { name, cache in
                let removed = cache.removeOthers(identities) + (try cache.prune())
                let statistics = cache.statistics
                var line = Line(cache: name, entries: statistics.entries, bytes: statistics.bytes, removed: removed)
                line.count(cache.census(identities))
                return line
            }
            CacheCommand.report(lines, json: location.json)
        }
    }

    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove every entry of every cache.")
        @OptionGroup var location: Location

        func run() async throws {
            let lines = try location.caches().map { name, cache in
                try cache.removeAll()
                return Line(cache: name, entries: 0, bytes: 0)
            }
            CacheCommand.report(lines, json: location.json)
        }
    }
}
