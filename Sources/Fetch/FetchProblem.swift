/// Why one request, and so one item, failed: said in words for the owner, with nothing secret in them.
public enum FetchProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The API answered with an error status; `detail` is its own message when its body had one.
    case status(Int, detail: String?)
    /// No usable reply after every try.
    case transport(TransportFailure)
    /// The API asked to wait longer than fetch waits.
    case waitTooLong(seconds: Int)
    /// The reply is not what the API promises (not JSON, a missing member, the wrong kind of file).
    case unexpected(String)
    case cancelled

    public var description: String {
        switch self {
        case .status(let code, let detail):
            "HTTP \(code) \(Self.reason(code))" + (detail.map { ": \($0)" } ?? "")
        case .transport(let failure): failure.description
        case .waitTooLong(let seconds): "the API asked to wait \(seconds) s before trying again; try later"
        case .unexpected(let what): what
        case .cancelled: "cancelled"
        }
    }

    private static func reason(_ code: Int) -> String {
        switch code {
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: ""
        }
    }
}
