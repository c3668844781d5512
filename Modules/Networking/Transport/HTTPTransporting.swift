/// Sends one request and returns the server's response, whatever its status. The libcurl transport, the fixture
/// transport and test doubles implement it; ``HTTPClient`` adds caching, retries and rate limits on top.
public protocol HTTPTransporting: Sendable {
    /// Performs `request` once.
    func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse

    /// Forgets whatever the transport keeps of `request`'s answer, because its body turned out to be unusable (it
    /// failed to decode). A network transport keeps nothing (the default); a transport over another client (a
    /// story's) drops that client's cached copy too.
    func discard(_ request: HTTPRequest) async
}

extension HTTPTransporting {
    public func discard(_ request: HTTPRequest) async {}
}
