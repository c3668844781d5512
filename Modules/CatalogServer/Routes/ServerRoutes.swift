import AsyncPrimitives
import FeatureKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import ImageCache
import ImagePipeline
import NIOCore
import ScreenRendering

/// The server's routes: pages, the state API, CLI-identical layouts and images.
struct ServerRoutes: Sendable {
    let server: CatalogServer
    let assets: PageAssets

    func add(to router: Router<BasicRequestContext>) {
        router.get("/") { request, _ in try await Self.page { try index(request) } }
        router.get("/grid") { request, _ in try await Self.page { try await admitted { try await grid(request) } } }
        router.get("/screen") { request, _ in
            try await Self.page { try await admitted { try await screenPage(request) } }
        }
        router.get("/api/state") { request, _ in try await admitted { try await state(request) } }
        router.get("/layout.json") { request, _ in try await sharedLayout(request, format: .json) }
        router.get("/layout.svg") { request, _ in try await sharedLayout(request, format: .svg) }
        router.get("/layout.png") { request, _ in try await sharedLayout(request, format: .png) }
        router.get("/image/:id") { request, context in
            try await image(request, id: context.parameters.get("id") ?? "", address: nil)
        }
        router.get("/image/:id/:key") { request, context in
            try await image(
                request,
                id: context.parameters.get("id") ?? "",
                address: context.parameters.get("key") ?? ""
            )
        }
        let assets = self.assets
        router.get("/app.js") { _, _ in
            Self.data(assets.script, type: "text/javascript; charset=utf-8", cache: "no-cache")
        }
        router.get("/scheme.js") { _, _ in
            Self.data(assets.schemeScript, type: "text/javascript; charset=utf-8", cache: "no-cache")
        }
        router.get("/app.css") { _, _ in
            Self.data(assets.style, type: "text/css; charset=utf-8", cache: "no-cache")
        }
        for path in ["/favicon.svg", "/favicon.ico"] {
            router.get(RouterPath(path)) { _, _ in
                Self.data(assets.icon, type: "image/svg+xml", cache: "public, max-age=86400")
            }
        }
        // OPTIONS on every route says what it takes.
        for path in [
            "/", "/grid", "/screen", "/api/state", "/layout.json", "/layout.svg", "/layout.png", "/image/:id",
            "/image/:id/:key", "/app.js", "/scheme.js", "/app.css", "/favicon.svg", "/favicon.ico",
        ] {
            router.on(RouterPath(path), method: .options) { _, _ in
                Response(status: .noContent, headers: [.allow: Self.allowed])
            }
        }
        router.get("**") { request, _ -> Response in
            try await Self.page {
                throw HTTPError(.notFound, message: "No page at \(request.uri.path); the index is at /.")
            }
        }
    }

    /// The methods every route takes.
    static let allowed = "GET, HEAD, OPTIONS"

    enum Format {
        case json, svg, png
    }

    // MARK: - Pages for people

    /// Runs a page's work; an error a person gets in the address bar (an unknown feature, story or device, a busy
    /// server) is answered as an HTML page with the same status, naming the problem and linking back to the index.
    /// The API routes (`/api/state`, `/layout.*`, `/image/…`) keep their JSON errors.
    static func page(_ work: () async throws -> Response) async throws -> Response {
        do {
            return try await work()
        } catch let error as HTTPError {
            var response = html(ErrorPage(status: error.status, message: error.body ?? error.status.reasonPhrase).html)
            response.status = error.status
            for field in error.headers { response.headers.append(field) }
            return response
        }
    }

    // MARK: - Admission

    /// Runs a screen request's work once a render slot is free, within the request deadline: a full queue or a
    /// passed deadline is a 503 naming the limit, with `Retry-After`.
    func admitted<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
        let gate = server.renders
        let limit = server.configuration.requestDeadline
        do {
            return try await Deadline.run(limit) { try await gate.run(work) }
        } catch let full as RenderGate.Full {
            throw HTTPError(
                .serviceUnavailable,
                headers: [.retryAfter: "1"],
                message:
                    "Busy: \(full.width) screens are being drawn and \(full.queueLimit) wait, the limit; try again in a second."
            )
        } catch let passed as Deadline.Passed {
            throw HTTPError(
                .serviceUnavailable,
                headers: [.retryAfter: "10"],
                message: "The screen took longer than the limit of \(passed.limit) to load and draw; try again later."
            )
        }
    }

    /// The query, its feature loading through a client budgeted for this one request.
    func screenQuery(_ parameters: FlatDictionary<Substring, Substring>) throws -> ScreenQuery {
        var query = try ScreenQuery(parameters, features: server.features)
        query.feature.context = server.upstream.context(for: query.feature)
        return query
    }

    // MARK: - Pages

    private func index(_ request: Request) throws -> Response {
        let parameters = request.uri.queryParameters
        let device = parameters.get("device") ?? "iphone-15"
        let orientation = parameters.get("orientation") ?? "portrait"
        guard DeviceProfile.all.contains(where: { $0.name == device }) else {
            throw HTTPError(.badRequest, message: "Unknown device \"\(device)\".")
        }
        guard ScreenOrientation(rawValue: orientation) != nil else {
            throw HTTPError(.badRequest, message: "Unknown orientation \"\(orientation)\"; portrait or landscape.")
        }
        let traits = try ScreenQuery.traits(parameters)
        return Self.html(
            IndexPage(features: server.features, device: device, orientation: orientation, traits: traits).html
        )
    }

    private func grid(_ request: Request) async throws -> Response {
        let query = try screenQuery(request.uri.queryParameters)
        // One state, laid out for every device: the view model is built once, so every cell shows the same data.
        let context = query.feature.context
        var cells: [GridPage.Cell] = []
        do {
            var live = try await query.feature.feature.liveScreen(story: query.story, context: context)
            try await live.apply(query.events, context: context)
            for device in DeviceProfile.all {
                var cellQuery = query
                cellQuery.device = device
                let document = try await live.document(
                    device: device,
                    orientation: query.orientation,
                    traits: query.traits,
                    context: context
                )
                cells.append(.init(query: cellQuery, svg: inlineSVG(document, feature: query.feature.name)))
            }
        } catch {
            throw error.httpError
        }
        return Self.html(GridPage(query: query, cells: cells).html)
    }

    private func screenPage(_ request: Request) async throws -> Response {
        let query = try screenQuery(request.uri.queryParameters)
        let (id, document, shown) = try await sessionDocument(for: query, session: nil)
        let state = ScreenState(
            query: shown,
            session: id,
            document: document,
            svg: inlineSVG(document, feature: query.feature.name)
        )
        return Self.html(ScreenPage(query: query, state: state).html)
    }

    /// `GET /api/state?session=ID&feature=…&events=…`: the tab's session brought to the state the URL names.
    private func state(_ request: Request) async throws -> Response {
        let parameters = request.uri.queryParameters
        let query = try screenQuery(parameters)
        var session: String?
        if let text = parameters.get("session"), !text.isEmpty {
            guard SessionStore.isWellFormed(text) else {
                throw HTTPError(.badRequest, message: "session must be 32 hex digits, as the page was given.")
            }
            session = text
        }
        let (id, document, shown) = try await sessionDocument(for: query, session: session)
        let state = ScreenState(
            query: shown,
            session: id,
            document: document,
            svg: inlineSVG(document, feature: query.feature.name)
        )
        return Self.data(try state.json(), type: "application/json", cache: "no-store")
    }

    // MARK: - Images

    /// An image a served screen shows, made by the pipeline at the device's pixel size. `ETag` is the pipeline's
    /// cache key; `/image/ID/KEY` is content-addressed and immutable. An image that cannot be loaded is served as
    /// the same placeholder the PNG renderer draws.
    private func image(_ request: Request, id: String, address: String?) async throws -> Response {
        guard let entry = server.images.entry(id),
            let feature = server.features.first(where: { $0.name == entry.feature })
        else {
            throw HTTPError(.notFound, message: "No image \"\(id)\": image addresses come from the screens served.")
        }
        let imageRequest = ImageRequest(
            url: entry.url,
            recipe: ImageRecipe(
                width: entry.width,
                height: entry.height,
                fit: entry.fit,
                format: server.configuration.imageFormat
            )
        )
        let immutable = "public, max-age=31536000, immutable"
        // A content address this server handed out names bytes that never change: served from the result cache
        // without loading the source again.
        if let address, address == entry.cacheKey,
            let cached = await feature.pipeline?.configuration.resultCache?.suspending.lookup(address)
        {
            let etag = "\"\(address)\""
            if Self.matches(request, etag: etag) {
                return Response(status: .notModified, headers: [.eTag: etag, .cacheControl: immutable])
            }
            var response = Self.data(
                cached.value,
                type: ImageFormat(sniffing: cached.value)?.mediaType ?? "application/octet-stream",
                cache: immutable
            )
            response.headers[.eTag] = etag
            return response
        }
        guard let pipeline = feature.pipeline,
            let key = try? await pipeline.cacheKey(for: imageRequest)
        else { return try Self.placeholder(for: entry) }
        if let address, address != key {
            throw HTTPError(.notFound, message: "Image \"\(id)\" has changed; reload the screen.")
        }
        let etag = "\"\(key)\""
        let cache = address == nil ? "no-cache" : immutable
        if Self.matches(request, etag: etag) {
            return Response(status: .notModified, headers: [.eTag: etag, .cacheControl: cache])
        }
        guard let thumbnail = try? await pipeline.thumbnail(for: imageRequest) else {
            return try Self.placeholder(for: entry)
        }
        // The content key from `cacheKey(for:)`: `thumbnail.cacheKey` is not content-based without a result cache.
        server.images.record(cacheKey: key, for: id)
        var response = Self.data(
            thumbnail.data,
            type: thumbnail.format.mediaType,
            cache: cache
        )
        response.headers[.eTag] = etag
        return response
    }

    /// The placeholder the PNG renderer draws for an image that cannot be loaded or decoded; never cached, so the
    /// real image shows once it can be had.
    static func placeholder(for entry: ImageRegistry.Entry) throws -> Response {
        let placeholder = try ImageEncoders.png(
            Placeholder.image(
                for: entry.placeholderSeed,
                width: entry.width,
                height: entry.height,
                circular: entry.circular
            ),
            level: 3
        )
        var response = data(placeholder, type: "image/png", cache: "no-cache")
        if let name = HTTPField.Name("X-Catalog-Placeholder") { response.headers[name] = "true" }
        return response
    }

    /// Whether the request's `If-None-Match` names `etag`.
    static func matches(_ request: Request, etag: String) -> Bool {
        request.headers[.ifNoneMatch]?.split(separator: ",").contains {
            $0.trimmingCharacters(in: .whitespaces) == etag || $0.trimmingCharacters(in: .whitespaces) == "*"
        } == true
    }

    // MARK: - Documents

    /// The document `catalog-tool layout` makes for the same arguments.
    func document(for query: ScreenQuery) async throws -> LayoutDocument {
        do {
            return try await query.feature.feature.screen(query.request, context: query.feature.context)
        } catch {
            throw error.httpError
        }
    }

    /// The session's screen in the query's state, laid out for the query's device, and the query with its events
    /// compacted by the feature's declarations (the same document from a shorter URL; see
    /// ``ScreenEventType/compacted(_:feature:)``).
    private func sessionDocument(
        for query: ScreenQuery,
        session: String?
    ) async throws -> (String, LayoutDocument, ScreenQuery) {
        do {
            let (id, screen) = try await server.sessions.screen(
                id: session,
                feature: query.feature,
                story: query.story,
                events: query.events
            )
            let document = try await screen.document(
                device: query.device,
                orientation: query.orientation,
                traits: query.traits,
                context: query.feature.context
            )
            var shown = query
            shown.events = screen.compacted(query.events)
            return (id, document, shown)
        } catch {
            throw error.httpError
        }
    }

    /// The document as SVG for a page: no XML declaration, images through the server's addresses.
    private func inlineSVG(_ document: LayoutDocument, feature: String) -> String {
        let images = server.images
        let options = SVGOptions(standalone: false) { slot, scale in
            images.href(for: slot, scale: scale, feature: feature)
        }
        return String(decoding: LayoutRenderers.svg(document, options: options), as: UTF8.self)
    }

    // MARK: - Responses

    static func html(_ text: String) -> Response {
        self.text(text, type: "text/html; charset=utf-8", cache: "no-store")
    }

    static func text(_ text: String, type: String, cache: String) -> Response {
        data(Data(text.utf8), type: type, cache: cache)
    }

    static func data(_ data: Data, type: String, cache: String) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: type, .cacheControl: cache],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data))
        )
    }
}
