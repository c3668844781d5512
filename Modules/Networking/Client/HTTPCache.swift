public import Foundation
public import ImageCache

/// An HTTP cache on ImageCache's disk store, keyed by method and full URL (query included: Foundation's `URLCache`
/// on Linux drops it, so page 2 would collide with page 1), storing validators for conditional requests.
/// Every method suspends (never blocks) while another process holds the disk store's lock.
public struct HTTPCache: Sendable {
    /// A stored response.
    public struct Entry: Sendable, Equatable, Codable {
        public var status: Int
        public var headers: HTTPHeaders
        public var body: Data
        public var storedAt: Date

        /// Seconds the response stays fresh: `Cache-Control: max-age`, or 0 (revalidate every time).
        public var maxAge: TimeInterval {
            HTTPCache.directives(headers["Cache-Control"])["max-age"].flatMap(TimeInterval.init) ?? 0
        }

        /// Whether the response may be served without asking the server at `now`.
        public func isFresh(at now: Date) -> Bool {
            let directives = HTTPCache.directives(headers["Cache-Control"])
            if directives["no-cache"] != nil { return false }
            return now.timeIntervalSince(storedAt) < maxAge
        }

        /// The head (status, headers, time) as JSON; the body follows as raw bytes, never base64 in JSON.
        private struct Head: Codable {
            var status: Int
            var headers: HTTPHeaders
            var storedAt: Date
        }

        /// Stored form: the head's length (4 bytes, big-endian), the head as JSON, then the body as it came.
        var stored: Data? {
            guard let head = try? JSONEncoder().encode(Head(status: status, headers: headers, storedAt: storedAt)),
                head.count < Int(UInt32.max)
            else { return nil }
            var data = Data(capacity: 4 + head.count + body.count)
            withUnsafeBytes(of: UInt32(head.count).bigEndian) { data.append(contentsOf: $0) }
            data.append(head)
            data.append(body)
            return data
        }

        init(status: Int, headers: HTTPHeaders, body: Data, storedAt: Date) {
            self.status = status
            self.headers = headers
            self.body = body
            self.storedAt = storedAt
        }

        /// Reads the stored form back; nil when it is not one.
        init?(stored data: Data) {
            guard data.count >= 4 else { return nil }
            let length = data.prefix(4).reduce(0) { $0 << 8 | Int($1) }
            let headStart = data.startIndex + 4
            guard length <= data.count - 4,
                let head = try? JSONDecoder().decode(Head.self, from: data[headStart..<(headStart + length)])
            else { return nil }
            self.init(
                status: head.status,
                headers: head.headers,
                body: Data(data[(headStart + length)...]),
                storedAt: head.storedAt
            )
        }
    }

    private let disk: DiskCache

    /// Creates a cache over a disk store.
    public init(disk: DiskCache) {
        self.disk = disk
    }

    /// The stored response for `request`, if any; an entry that cannot be read back is removed.
    public func entry(for request: HTTPRequest) async -> Entry? {
        guard let data = await disk.suspending.data(forKey: Self.key(request)) else { return nil }
        guard let entry = Entry(stored: data) else {
            await remove(for: request)
            return nil
        }
        return entry
    }

    /// Forgets the stored response for `request`: called when its body turned out to be unusable (it failed to
    /// decode), so a server that recovers is asked again instead of the bad copy being served until it expires.
    public func remove(for request: HTTPRequest) async {
        await disk.suspending.remove(forKey: Self.key(request))
    }

    /// Stores a response unless it says `no-store`; returns whether it was stored.
    @discardableResult
    public func store(_ response: HTTPResponse, for request: HTTPRequest, at now: Date) async -> Bool {
        guard request.method == .get, response.status == 200 else { return false }
        let directives = Self.directives(response.headers["Cache-Control"])
        guard directives["no-store"] == nil else { return false }
        let entry = Entry(status: response.status, headers: response.headers, body: response.body, storedAt: now)
        guard let data = entry.stored else { return false }
        do {
            try await disk.suspending.store(data, forKey: Self.key(request))
            return true
        } catch {
            return false
        }
    }

    /// Marks a stored entry as just revalidated (after a 304), merging the new headers.
    public func refresh(_ entry: Entry, with headers: HTTPHeaders, for request: HTTPRequest, at now: Date) async
        -> Entry
    {
        var updated = entry
        for field in headers
        where !["content-length", "content-encoding", "transfer-encoding"].contains(field.name.lowercased()) {
            updated.headers[field.name] = field.value
        }
        updated.storedAt = now
        if let data = updated.stored { try? await disk.suspending.store(data, forKey: Self.key(request)) }
        return updated
    }

    static func key(_ request: HTTPRequest) -> String {
        "http-cache/v2 \(request.method.rawValue) \(request.url.absoluteString)"
    }

    /// `Cache-Control` directives by lowercased name (value "" when it has none).
    static func directives(_ header: String?) -> [String: String] {
        guard let header else { return [:] }
        var result: [String: String] = [:]
        for part in header.split(separator: ",") {
            let pieces = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let name = pieces.first, !name.isEmpty else { continue }
            result[name.lowercased()] =
                pieces.count > 1 ? pieces[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")) : ""
        }
        return result
    }
}
