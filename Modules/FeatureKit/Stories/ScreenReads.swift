public import Foundation
public import Networking
import Synchronization

/// What a screen's loads read, recorded so that what was made from them can be reused while they are unchanged
/// (`serve` keeps its laid-out screens this way): each response the story's client got from the feature's client, by
/// request and ``BodyDigest``, and each local file a feature read (the favourites database), by size, time and
/// inode. A load that failed, answered other than 2xx or was answered with a stale copy (the upstream failed) makes the
/// screen not reusable: checking a failing upstream again would cost what reuse saves, and the next request should try
/// it anyway.
public final class ScreenReads: Sendable {
    /// One thing read, with what it was when read.
    public enum Read: Sendable, Hashable {
        /// A response to `request` with this status and body.
        case response(HTTPRequest, status: Int, body: BodyDigest)
        /// A local file, nil when it did not exist.
        case file(URL, FileStamp?)
    }

    private struct State {
        var reads: [Read] = []
        var reusable = true
    }

    private let state = Mutex(State())

    /// An empty record.
    public init() {}

    /// What was read, in order, or nil when the screen cannot be reused (a load failed).
    public var recorded: [Read]? {
        state.withLock { $0.reusable ? $0.reads : nil }
    }

    /// Records a response the feature's client gave.
    public func record(_ request: HTTPRequest, _ response: HTTPResponse) {
        let read = Read.response(request, status: response.status, body: BodyDigest(response.body))
        state.withLock { state in
            if !(200..<300).contains(response.status) { state.reusable = false }
            if !state.reads.contains(read) { state.reads.append(read) }
        }
    }

    /// Records that a load failed: what was made cannot be reused.
    public func recordFailure() {
        state.withLock { $0.reusable = false }
    }

    /// Records that a feature read the local file at `url` (and SQLite's `-wal` beside it, where writes land first).
    public func recordFile(_ url: URL) {
        let reads = [url, URL(fileURLWithPath: url.path + "-wal")].map { Read.file($0, FileStamp(of: $0)) }
        state.withLock { state in
            for read in reads where !state.reads.contains(read) { state.reads.append(read) }
        }
    }

    /// Whether every read in `reads` would read the same now: each request sent again through `client` (its HTTP
    /// cache answers a fresh feed without the network) gives the same status and body, and each file has the same
    /// stamp.
    public static func areCurrent(_ reads: [Read], client: HTTPClient) async -> Bool {
        for read in reads {
            switch read {
            case .response(let request, let status, let body):
                guard let response = try? await client.send(request), !response.isStale, response.status == status,
                    BodyDigest(response.body) == body
                else { return false }
            case .file(let url, let stamp):
                guard FileStamp(of: url) == stamp else { return false }
            }
        }
        return true
    }
}

/// A local file's size, modification time and inode: a write or a replacement changes at least one.
public struct FileStamp: Sendable, Hashable {
    let size: UInt64
    let modified: Date
    let inode: UInt64

    /// The stamp of the file at `url`, or nil when there is none.
    public init?(of url: URL) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date,
            let inode = attributes[.systemFileNumber] as? NSNumber
        else { return nil }
        self.size = size.uint64Value
        self.modified = modified
        self.inode = inode.uint64Value
    }
}
