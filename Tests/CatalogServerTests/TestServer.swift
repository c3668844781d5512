import CatalogFeatures
import CatalogServer
import Catalogue
import FeatureKit
import Foundation
import ImagePipeline
import Logging
import Networking
import NetworkingCurl
import ScreenRendering
import Synchronization
import TextEngine

/// A clock the tests move by hand, for session expiry.
final class TestClock: Sendable {
    private let offset = Mutex(Duration.zero)
    private let start = ContinuousClock.now

    var now: ContinuousClock.Instant { start + offset.withLock { $0 } }

    func advance(by duration: Duration) {
        offset.withLock { $0 += duration }
    }
}

/// A real server on 127.0.0.1 (an ephemeral port) over the bundled data of every feature, as `catalog-tool serve
/// --source bundled` composes it, and a libcurl client to talk to it.
final class TestServer: Sendable {
    let features: [ServedFeature]
    let server: CatalogServer
    let port: Int
    let clock: TestClock
    private let task: Task<Void, any Error>
    // A busy suite may leave a response silent for longer than libcurl's default 30 s of no bytes: the tests wait like
    // their requests (180 s), as what they check is the server's answer, not the client's patience.
    private let transport = CurlTransport(configuration: .init(lowSpeedTime: 180))

    /// Trending's queries depend on the date; the bundled fixtures answer for any date, but one fixed instant keeps
    /// documents comparable.
    static let now = Date(timeIntervalSince1970: 1_795_165_200)  // 2026-11-20T09:00:00Z

    /// The features over their bundled data; with `imagesFail`, their pipelines load images from nowhere, as when
    /// an image host is down.
    /// `wrap` may put each feature's transport behind another (to count, hold or fail its requests).
    static func features(
        imagesFail: Bool = false,
        wrap: (String, FixtureTransport) -> any HTTPTransporting = { $1 }
    ) throws -> [ServedFeature] {
        let measurer = try TextMeasurer()
        return FeatureRegistry.all.map { feature in
            let transport = feature.bundledTransport(now: { TestServer.now })
            let client = HTTPClient(configuration: .init(transport: wrap(feature.name, transport), retry: .none))
            let imageClient =
                imagesFail
                ? HTTPClient(configuration: .init(transport: FixtureTransport(fixtures: [:]), retry: .none)) : client
            return ServedFeature(
                feature: feature,
                context: FeatureContext(client: client, measurer: measurer, now: { TestServer.now }),
                pipeline: ImagePipeline(configuration: .init(dataLoader: NetworkImageLoader(client: imageClient))),
                text: measurer
            )
        }
    }

    /// Starts a server and waits until it listens.
    /// `configure` adjusts the configuration (limits, timeouts); `features` replaces the bundled ones.
    init(
        maxSessions: Int = 256,
        sessionLifetime: Duration = .seconds(1800),
        imagesFail: Bool = false,
        features custom: [ServedFeature]? = nil,
        configure: (inout ServerConfiguration) -> Void = { _ in }
    ) async throws {
        let clock = TestClock()
        let features = try custom ?? Self.features(imagesFail: imagesFail)
        // The product's 10-s request deadline is a limit with tests of its own (which set it); everywhere else a
        // debug build on a machine whose both cores are busy can take longer than that to lay a screen out, and a
        // 503 there would be the machine's doing, not the server's (stress run 2 of session 13 failed on it).
        var configuration = ServerConfiguration(
            port: 0,
            maxSessions: maxSessions,
            sessionLifetime: sessionLifetime,
            requestDeadline: .seconds(300),
            now: { clock.now }
        )
        configure(&configuration)
        let server = CatalogServer(
            features: features,
            configuration: configuration,
            // Stopping by cancellation makes the server log errors about its channels; tests have no use for them.
            logger: Logger(label: "catalog-server-tests", factory: { _ in SwiftLogNoOpLogHandler() })
        )
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let task = Task {
            defer { continuation.finish() }
            try await server.run { port in continuation.yield(port) }
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else {
            _ = await task.result
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "the server did not start"])
        }
        self.features = features
        self.server = server
        self.port = port
        self.clock = clock
        self.task = task
    }

    /// Stops the server and waits for it to end.
    func stop() async {
        task.cancel()
        _ = await task.result
    }

    func feature(_ name: String) throws -> ServedFeature {
        guard let feature = features.first(where: { $0.name == name }) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "no feature \(name)"])
        }
        return feature
    }

    /// GET `path` (with its query) from the server.
    func get(_ path: String, headers: [String: String] = [:]) async throws -> HTTPResponse {
        guard let url = URL(string: "http://127.0.0.1:\(port)\(path)") else {
            throw CocoaError(.fileReadInvalidFileName, userInfo: [NSFilePathErrorKey: path])
        }
        // The client's own time limit is not what these tests check: on a loaded machine (the suite's servers share
        // one process and its two pool threads with `yes` loops beside them) a request may take longer than 30 s.
        var request = HTTPRequest(url: url, timeout: 180)
        for (name, value) in headers { request.headers[name] = value }
        return try await transport.send(request)
    }

    /// GET `/api/state` and decode it.
    func state(_ query: String, session: String? = nil) async throws -> (status: Int, state: APIState?) {
        let response = try await get("/api/state?\(query)" + (session.map { "&session=\($0)" } ?? ""))
        guard response.status == 200 else { return (response.status, nil) }
        return (200, try JSONDecoder().decode(APIState.self, from: response.body))
    }
}

/// The JSON `/api/state` answers.
struct APIState: Decodable {
    var session: String
    var query: String
    var story: String
    var events: String
    var screen: String
    var svg: String
    var endOfList: LayoutAction?
}
