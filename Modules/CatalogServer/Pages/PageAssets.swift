import Foundation

/// The pages' scripts, stylesheet and icon, served as `/app.js`, `/scheme.js`, `/app.css` and `/favicon.svg` (and
/// `/favicon.ico`):
/// files in the module's resources (`Resources/`), read once when the server starts. The script keeps a screen page
/// live; its header comment says how.
struct PageAssets: Sendable {
    var script: Data
    /// The screen page's first script: follows the browser's colour scheme when the URL names no appearance.
    var schemeScript: Data
    var style: Data
    var icon: Data

    /// Reads the files from the module's resource bundle; a missing one is a packaging error, named.
    static func load() throws(CatalogServerError) -> PageAssets {
        func file(_ name: String, _ type: String) throws(CatalogServerError) -> Data {
            guard
                let url = Bundle.module.url(forResource: "Resources/\(name)", withExtension: type)
                    ?? Bundle.module.url(forResource: name, withExtension: type),
                let data = try? Data(contentsOf: url)
            else { throw .missingResource(name: "\(name).\(type)", bundle: Bundle.module.bundlePath) }
            return data
        }
        return PageAssets(
            script: try file("app", "js"),
            schemeScript: try file("scheme", "js"),
            style: try file("app", "css"),
            icon: try file("favicon", "svg")
        )
    }
}
