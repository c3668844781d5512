public import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where a pipeline keeps its ``ImagePipeline/identity`` between processes, so a warm run does not render the
/// probes again: the identity is stored under a key naming the running code (the executable and every library it
/// has mapped, by inode, size and time) and the settings, so a rebuild, a package update or another setting finds
/// nothing and computes its own. A memo never holds what the cache keys are made of, only a shortcut to it.
public struct IdentityMemo: Sendable {
    /// The identity stored under `key`, or nil.
    public var load: @Sendable (_ key: String) -> String?
    /// Stores `identity` under `key`; failures are ignored (the next process computes it again).
    public var save: @Sendable (_ key: String, _ identity: String) -> Void

    /// A memo of closures (a test's).
    public init(
        load: @escaping @Sendable (_ key: String) -> String?,
        save: @escaping @Sendable (_ key: String, _ identity: String) -> Void
    ) {
        self.load = load
        self.save = save
    }

    /// One small file per key in `directory` (created when first written), written to a temporary name and renamed,
    /// so a reader sees a whole identity or none; a file that is not a 64-digit hex identity is ignored.
    public static func directory(_ directory: URL) -> IdentityMemo {
        IdentityMemo(
            load: { key in
                let url = directory.appendingPathComponent(key)
                guard let data = try? Data(contentsOf: url), data.count == 64,
                    let text = String(data: data, encoding: .ascii),
                    text.allSatisfy(\.isHexDigit)
                else { return nil }
                return text
            },
            save: { key, identity in
                let manager = FileManager.default
                try? manager.createDirectory(at: directory, withIntermediateDirectories: true)
                let temporary = directory.appendingPathComponent(".\(key).\(UUID().uuidString).tmp")
                do {
                    try Data(identity.utf8).write(to: temporary)
                    guard rename(temporary.path, directory.appendingPathComponent(key).path) == 0 else {
                        try? manager.removeItem(at: temporary)
                        return
                    }
                    trim(directory, keeping: key)
                } catch {
                    try? manager.removeItem(at: temporary)
                }
            }
        )
    }

    /// How many identities a directory memo keeps: one per build and settings in use; older ones go first.
    public static let maxEntries = 16

    /// Removes the least recently written identities past ``maxEntries`` (never `key`'s), so rebuilds cannot fill
    /// the folder.
    static func trim(_ directory: URL, keeping key: String) {
        let manager = FileManager.default
        guard
            let names = try? manager.contentsOfDirectory(
                at: directory,
                includingPropertiesForKeys: [.contentModificationDateKey]
            ), names.count > maxEntries
        else { return }
        let dated = names.filter { $0.lastPathComponent != key }.map { url in
            (
                url,
                (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)
                    ?? .distantPast
            )
        }
        for (url, _) in dated.sorted(by: { $0.1 < $1.1 }).prefix(names.count - maxEntries) {
            try? manager.removeItem(at: url)
        }
    }
}
