/// Sends one request and returns the server's response, whatever its status. The libcurl transport, the fixture
/// transport and test doubles implement it; ``HTTPClient`` adds caching, retries and rate limits on top.
public protocol HTTPTransporting: Sendable {
    /// Performs `request` once.
    func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse
}
