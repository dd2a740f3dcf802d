import AsyncHTTPClient
import NIOCore
import NIOHTTP1

extension AsyncHTTPTransport {
    /// The status `url` answers with once redirects are followed, for checking links to other sites
    /// (`sitegen check --external`): a HEAD request, or a GET when the server does not allow HEAD (405, 501),
    /// whose body is not read. Nothing is retried: a link checker reports, it does not insist.
    public func status(of url: String) async throws(TransportFailure) -> Int {
        let status = try await send(.HEAD, url)
        guard status == 405 || status == 501 else { return status }
        return try await send(.GET, url)
    }

    private func send(_ method: HTTPMethod, _ url: String) async throws(TransportFailure) -> Int {
        var request = HTTPClientRequest(url: url)
        request.method = method
        request.headers.add(name: "User-Agent", value: userAgent)
        do {
            let response = try await client.execute(request, timeout: headDeadline)
            // Leaving the body unread ends the request; the connection is closed rather than reused.
            return Int(response.status.code)
        } catch {
            throw Self.failure(error, limit: 0)
        }
    }
}
