public import Foundation

extension URL {
    /// This URL with the scheme, host and port of `base`, keeping the path and query: how `--base-url` points an
    /// endpoint at another server (a test server on 127.0.0.1, say). A path in `base` is prefixed.
    public func replacingBase(with base: URL) -> URL {
        guard var components = URLComponents(url: self, resolvingAgainstBaseURL: false),
            let baseComponents = URLComponents(url: base, resolvingAgainstBaseURL: false)
        else { return self }
        components.scheme = baseComponents.scheme
        components.host = baseComponents.host
        components.port = baseComponents.port
        let prefix = baseComponents.path.hasSuffix("/") ? String(baseComponents.path.dropLast()) : baseComponents.path
        components.path = prefix + components.path
        return components.url ?? self
    }
}
