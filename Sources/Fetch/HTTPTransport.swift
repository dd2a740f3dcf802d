/// Sends one GET and reads the whole reply: the seam between fetch's policy (limits, retries) and the HTTP
/// library, so that the policy can be tested without a network.
public protocol HTTPTransport: Sendable {
    /// The reply to `request`, with at most `request.limit` bytes of body.
    func get(_ request: APIRequest) async throws(TransportFailure) -> HTTPReply
}

/// Why no reply came.
public enum TransportFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// No connection, or no byte, within the timeout.
    case timedOut
    /// The connection failed or closed early (a truncated body), with the library's words.
    case connection(String)
    /// The body was larger than the request's limit.
    case tooLarge(limit: Int)
    case cancelled

    /// Whether trying again could help.
    public var isTransient: Bool {
        switch self {
        case .timedOut, .connection: true
        case .tooLarge, .cancelled: false
        }
    }

    public var description: String {
        switch self {
        case .timedOut: "no response within the timeout"
        case .connection(let reason): "connection failed: \(reason)"
        case .tooLarge(let limit): "the response is larger than the limit of \(ByteCount(limit))"
        case .cancelled: "cancelled"
        }
    }
}
