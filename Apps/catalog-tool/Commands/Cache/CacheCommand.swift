import ArgumentParser
import Foundation
import ImageCache

/// `catalog-tool cache stats|verify|prune|clear`: the tool's disk caches.
struct CacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract:
            "Inspect, verify, prune or clear the tool's caches (processed thumbnails, screens' pictures, HTTP responses).",
        discussion: """
            Examples:
              catalog-tool cache stats
              catalog-tool cache verify      # reads every entry, removes corrupt or expired ones
              catalog-tool cache clear --cache-dir /tmp/catalog-cache
            """,
        subcommands: [Stats.self, Verify.self, Prune.self, Clear.self],
        defaultSubcommand: Stats.self
    )

    /// The disk caches under the cache directory, by name; the render cache (`renders`) is files of its own.
    /// (`http-bundled` is written by versions before bundled responses went uncached; listed so it can be cleared.)
    static let names = ["thumbnails", "bitmaps", "http", "avatars", "http-bundled"]

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
                return (name, .disk(try DiskCache(configuration: .init(directory: directory))))
            }
            let renders = root.appendingPathComponent("renders")
            if FileManager.default.fileExists(atPath: renders.path) {
                found.append(("renders", .renders(RenderCacheFiles(directory: renders))))
            }
            return found
        }
    }

    struct Line: Encodable {
        var cache: String
        var entries: Int
        var bytes: Int
        var checked: Int?
        var removed: Int?
    }

    static func report(_ lines: [Line], json: Bool) {
        for line in lines {
            if json {
                JSONLines.print(line)
            } else {
                var text =
                    "\(line.cache): \(line.entries) entries, \(ByteCountFormatter.string(fromByteCount: Int64(line.bytes), countStyle: .file))"
                if let checked = line.checked, let removed = line.removed {
                    text += " (checked \(checked), removed \(removed))"
                }
                print(text)
            }
        }
        if lines.isEmpty, !json { print("no caches yet") }
    }

    struct Stats: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Entries and bytes per cache.")
        @OptionGroup var location: Location

        func run() async throws {
            let lines = try location.caches().map { name, cache in
                let statistics = cache.statistics
                return Line(cache: name, entries: statistics.entries, bytes: statistics.bytes)
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
            abstract: "Remove expired entries and enforce each cache's size limit."
        )
        @OptionGroup var location: Location

        func run() async throws {
            let lines = try location.caches().map { name, cache in
                let removed = try cache.prune()
                let statistics = cache.statistics
                return Line(cache: name, entries: statistics.entries, bytes: statistics.bytes, removed: removed)
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
