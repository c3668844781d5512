public import Foundation

/// Serves canned responses by URL: the embedded default that lets the tool and the tests run with no network.
///
/// ```swift
/// let transport = FixtureTransport(fixtures: ["https://example.com/feed.json": .file(feedURL)])
/// let response = try await transport.send(HTTPRequest(url: URL(string: "https://example.com/feed.json")!))
/// ```
public struct FixtureTransport: HTTPTransporting {
    /// One canned response.
    public struct Fixture: Sendable {
        public var status: Int
        public var headers: HTTPHeaders
        public var body: Body

        /// Where the body comes from.
        public enum Body: Sendable {
            case data(Data)
            case file(URL)
        }

        /// Creates a fixture.
        public init(status: Int = 200, headers: HTTPHeaders = [:], body: Body) {
            self.status = status
            self.headers = headers
            self.body = body
        }

        /// A 200 response whose body is a bundled file.
        public static func file(_ url: URL, headers: HTTPHeaders = [:]) -> Fixture {
            Fixture(headers: headers, body: .file(url))
        }
    }

    private let resolve: @Sendable (HTTPRequest) -> Fixture?

    /// Creates a transport that asks `resolve` for each request's fixture.
    public init(resolve: @escaping @Sendable (HTTPRequest) -> Fixture?) {
        self.resolve = resolve
    }

    /// Creates a transport from fixtures keyed by absolute URL string.
    public init(fixtures: [String: Fixture]) {
        self.init { request in fixtures[request.url.absoluteString] }
    }

    public func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        guard let fixture = resolve(request) else { throw .noFixture(url: request.url.absoluteString) }
        let body: Data
        switch fixture.body {
        case .data(let data):
            body = data
        case .file(let file):
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw .noFixture(url: request.url.absoluteString)
            }
            body = data
        }
        return HTTPResponse(
            status: fixture.status,
            headers: fixture.headers,
            body: request.method == .head ? Data() : body,
            url: request.url
        )
    }

    /// Whether a fixture answers `request` (without reading its body).
    public func hasFixture(for request: HTTPRequest) -> Bool {
        resolve(request) != nil
    }

    /// Merges transports: the first that has a fixture for a request answers it.
    public static func first(_ transports: [FixtureTransport]) -> FixtureTransport {
        FixtureTransport { request in
            for transport in transports {
                if let fixture = transport.resolve(request) { return fixture }
            }
            return nil
        }
    }
}
