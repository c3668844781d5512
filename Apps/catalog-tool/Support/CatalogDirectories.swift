import Foundation
import ImagePipeline

/// Where the tool keeps caches and data: the XDG directories unless overridden by flag or environment.
struct CatalogDirectories: Sendable {
    var cache: URL
    var data: URL

    /// `--cache-dir` / `CATALOG_CACHE_DIR` / `$XDG_CACHE_HOME/catalog` / `~/.cache/catalog`, and likewise for data.
    static func resolve(cacheDirectory: String?, dataDirectory: String?) -> CatalogDirectories {
        let environment = ProcessInfo.processInfo.environment
        let home = FileManager.default.homeDirectoryForCurrentUser
        func pick(_ flag: String?, _ variable: String, _ xdg: String, _ fallback: String) -> URL {
            if let flag { return URL(fileURLWithPath: flag) }
            if let value = environment[variable], !value.isEmpty { return URL(fileURLWithPath: value) }
            if let value = environment[xdg], !value.isEmpty {
                return URL(fileURLWithPath: value).appendingPathComponent("catalog")
            }
            return home.appendingPathComponent(fallback).appendingPathComponent("catalog")
        }
        return CatalogDirectories(
            cache: pick(cacheDirectory, "CATALOG_CACHE_DIR", "XDG_CACHE_HOME", ".cache"),
            data: pick(dataDirectory, "CATALOG_DATA_DIR", "XDG_DATA_HOME", ".local/share")
        )
    }

    /// The image pipeline's identity between runs (`identity/` of the cache directory), so a warm run does not
    /// render its probes again.
    var identityMemo: IdentityMemo {
        .directory(cache.appendingPathComponent("identity"))
    }
}
