public import Foundation

/// A typed JSON endpoint: the request to send and the `Decodable` value its body holds.
public struct Endpoint<Response: Decodable & Sendable>: Sendable {
    /// The request.
    public var request: HTTPRequest
    /// Configures the decoder (date and key strategies).
    public var configureDecoder: @Sendable (JSONDecoder) -> Void

    /// Creates an endpoint.
    public init(request: HTTPRequest, configureDecoder: @escaping @Sendable (JSONDecoder) -> Void = { _ in }) {
        self.request = request
        self.configureDecoder = configureDecoder
    }

    /// Decodes a body, reporting the JSON path where decoding stopped.
    public func decode(_ body: Data, url: String) throws(NetworkingError) -> Response {
        let decoder = JSONDecoder()
        configureDecoder(decoder)
        do {
            return try decoder.decode(Response.self, from: body)
        } catch let error as DecodingError {
            let failure = DecodingFailure(error)
            throw .decoding(url: url, path: failure.path, reason: failure.reason)
        } catch {
            throw .decoding(url: url, path: "", reason: "not decodable")
        }
    }
}

extension HTTPClient {
    /// Sends the endpoint's request, requires 2xx, and decodes the body.
    public func decode<Response>(_ endpoint: Endpoint<Response>) async throws(NetworkingError) -> (
        Response, HTTPResponse
    ) {
        do {
            return try await data(for: endpoint.request) { response throws(NetworkingError) in
                try endpoint.decode(response.body, url: endpoint.request.url.absoluteString)
            }
        } catch let error as NetworkingError {
            throw error
        } catch {
            throw .decoding(url: endpoint.request.url.absoluteString, path: "", reason: "\(error)")
        }
    }

    /// Sends `request`, requires 2xx, and turns the response into a value with `decode`. This is the one way a
    /// feed's body becomes a value: a body `decode` rejects is removed from the cache, so it is never served again
    /// and the next request asks the server. With ``HTTPClient/Configuration/decodedValues`` a body decoded before
    /// (by any client sharing the store) is not decoded again: `decode` must then read only the response (body, URL,
    /// staleness), the same way for a type every time.
    ///
    /// - Throws: ``NetworkingError`` for the transfer, or what `decode` throws.
    public func data<Value: Sendable>(
        for request: HTTPRequest,
        decode: (HTTPResponse) throws -> Value
    ) async throws -> (Value, HTTPResponse) {
        let response = try await data(for: request)
        // A body over the limit is refused, not removed: it is a good body, just more than is decoded here.
        if let limit = configuration.maxDecodedBodyBytes, response.body.count > limit {
            throw NetworkingError.refused(
                url: request.url.absoluteString,
                reason: "the feed is \(response.body.count) bytes; feeds of at most \(limit) bytes are decoded here"
            )
        }
        do {
            guard let shared = configuration.decodedValues else { return (try decode(response), response) }
            let value = try shared.value(url: request.url.absoluteString, response: response) { try decode(response) }
            return (value, response)
        } catch {
            await configuration.cache?.remove(for: request)
            await configuration.transport.discard(request)
            throw error
        }
    }
}
