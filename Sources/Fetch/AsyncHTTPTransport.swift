import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// The transport over AsyncHTTPClient: one client with its connection pool for a whole fetch run, shut down
/// when the run ends (`withTransport`).
public final class AsyncHTTPTransport: HTTPTransport {
    // Internal, not private: `status(of:)` in AsyncHTTPTransport+Status.swift sends through the same client.
    let client: HTTPClient
    let headDeadline: TimeAmount
    let userAgent: String

    private init(policy: RequestPolicy, userAgent: String) {
        var configuration = HTTPClient.Configuration()
        configuration.timeout = .init(connect: Self.amount(policy.connectTimeout), read: Self.amount(policy.readTimeout))
        configuration.redirectConfiguration = .follow(max: 5, allowCycles: false)
        configuration.connectionPool = .init(idleTimeout: .seconds(30), concurrentHTTP1ConnectionsPerHostSoftLimit: 4)
        client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
        headDeadline = Self.amount(policy.connectTimeout + policy.readTimeout)
        self.userAgent = userAgent
    }

    /// Runs `body` with a transport, and shuts its client down afterwards, whatever `body` did.
    public static func withTransport<Result: Sendable>(
        policy: RequestPolicy, userAgent: String,
        _ body: (AsyncHTTPTransport) async -> Result
    ) async -> Result {
        let transport = AsyncHTTPTransport(policy: policy, userAgent: userAgent)
        let result = await body(transport)
        try? await transport.client.shutdown()
        return result
    }

    public func get(_ request: APIRequest) async throws(TransportFailure) -> HTTPReply {
        var outgoing = HTTPClientRequest(url: request.url)
        outgoing.method = .GET
        outgoing.headers.add(name: "User-Agent", value: userAgent)
        outgoing.headers.add(name: "Accept", value: "application/json, image/*;q=0.9")
        for header in request.headers { outgoing.headers.add(name: header.name, value: header.value) }
        do {
            let response = try await client.execute(outgoing, timeout: headDeadline)
            if let length = response.headers.first(name: "Content-Length").flatMap(Int.init), length > request.limit {
                throw TransportFailure.tooLarge(limit: request.limit)
            }
            let body = try await response.body.collect(upTo: request.limit)
            var headers: [String: String] = [:]
            for (name, value) in response.headers where headers[name.lowercased()] == nil { headers[name.lowercased()] = value }
            return HTTPReply(status: Int(response.status.code), headers: headers, body: Array(body.readableBytesView))
        } catch {
            throw Self.failure(error, limit: request.limit)
        }
    }

    static func failure(_ error: any Error, limit: Int) -> TransportFailure {
        if let failure = error as? TransportFailure { return failure }
        if error is NIOTooManyBytesError { return .tooLarge(limit: limit) }
        if error is CancellationError { return .cancelled }
        if let error = error as? HTTPClientError {
            if [.readTimeout, .connectTimeout, .deadlineExceeded].contains(error) { return .timedOut }
            if error == .cancelled { return .cancelled }
        }
        return .connection(String(describing: error))
    }

    private static func amount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
