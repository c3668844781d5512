/// Why the server cannot start.
public enum CatalogServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A file of the pages (script, stylesheet, icon) is missing from the module's resource bundle: the
    /// `*.resources` folders must sit next to the `catalog-tool` binary.
    case missingResource(name: String, bundle: String)

    public var description: String {
        switch self {
        case .missingResource(let name, let bundle):
            "The page file \(name) is missing from \(bundle); install catalog-tool with the *.resources folders built "
                + "next to it."
        }
    }
}
