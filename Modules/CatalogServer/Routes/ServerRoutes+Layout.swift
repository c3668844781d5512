import AsyncPrimitives
import FeatureKit
import Foundation
import HTTPTypes
import Hummingbird
import ScreenRendering

/// The `/layout.*` routes: CLI-identical documents and pictures, shared by concurrent requests and kept for repeated
/// ones.
extension ServerRoutes {
    /// `GET /layout.json|svg|png`: what `catalog-tool layout --format …` writes for the same arguments. Concurrent
    /// requests for the same screen (the same canonical query and format) share one admitted render: 200 clients
    /// asking at once take one render slot, not 200, and all get the answer; a repeated one is answered from the
    /// ``LayoutCache`` while the feeds and files its screen read are unchanged (issue #42).
    func sharedLayout(_ request: Request, format: Format) async throws -> Response {
        let query = try screenQuery(request.uri.queryParameters)
        let key = "\(format) \(query.queryString)"
        let cache = server.layoutCache
        return try await server.layouts.run(key: key) {
            try await admitted {
                if let kept = await cache.payload(for: key, client: query.feature.context.client) { return kept }
                let reads = ScreenReads()
                var reading = query
                reading.feature.context.reads = reads
                let payload = try await layout(reading, format: format)
                await cache.store(payload, for: key, reads: reads.recorded)
                return payload
            }
        }.response
    }

    /// One rendered layout, shared by the requests that asked for it at once.
    struct LayoutPayload: Sendable {
        var body: Data
        var type: String
        /// `X-Catalog-Cut` for a PNG cut at the height limit.
        var cut: String?

        var response: Response {
            var response = ServerRoutes.data(body, type: type, cache: "no-cache")
            // A picture cut at the height limit says so, as `layout` does on stderr.
            if let cut, let name = HTTPField.Name("X-Catalog-Cut") { response.headers[name] = cut }
            return response
        }
    }

    private func layout(_ query: ScreenQuery, format: Format) async throws -> LayoutPayload {
        let document = try await document(for: query)
        switch format {
        case .json:
            return LayoutPayload(body: try LayoutRenderers.json(document), type: "application/json")
        case .svg:
            return LayoutPayload(body: LayoutRenderers.svg(document), type: "image/svg+xml")
        case .png:
            let png = try await LayoutRenderers.png(
                document,
                pipeline: query.feature.pipeline,
                measurer: query.feature.text
            )
            let cut = LayoutRenderers.pngCut(document).map { "\($0.height) of \($0.fullHeight) px" }
            return LayoutPayload(body: png, type: "image/png", cut: cut)
        }
    }
}
