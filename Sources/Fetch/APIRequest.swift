import Foundation

/// One GET: the URL it is sent to (which may carry a key), the URL shown to people (which never does),
/// and its headers (which may carry a token).
public struct APIRequest: Sendable, Equatable {
    /// The address, as text: what the HTTP client takes, and built without a step that could fail.
    public let url: String
    /// `url` without credentials: the only form of it that is ever printed.
    public let shownURL: String
    /// `host:port` of `url`: requests to one host share its pace.
    public let host: String
    public let headers: [Header]
    /// The largest body accepted, in bytes.
    public let limit: Int

    public struct Header: Sendable, Equatable {
        public let name: String
        public let value: String
    }

    /// A request to `base` + `path` with `query`; `secretQuery` is added to the sent URL only. `base` is an
    /// endpoint `APIEndpoints` checked: an http or https origin with an optional path, no query.
    init(
        base: URL, path: String, query: [URLQueryItem] = [], secretQuery: [URLQueryItem] = [],
        headers: [Header] = [], limit: Int
    ) {
        let address = base.absoluteString + Self.escapedPath(path)
        url = address + Self.queryString(query + secretQuery)
        shownURL = address + Self.queryString(query)
        host = Self.hostKey(base)
        self.headers = headers
        self.limit = limit
    }

    /// A request for an absolute URL that carries no credentials (an image).
    init(url: URL, limit: Int) {
        self.url = url.absoluteString
        shownURL = url.absoluteString
        host = Self.hostKey(url)
        headers = []
        self.limit = limit
    }

    private static func hostKey(_ url: URL) -> String {
        "\(url.host?.lowercased() ?? ""):\(url.port.map(String.init) ?? "")"
    }

    /// `/3/movie/550` with each segment escaped.
    private static func escapedPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { escape(String($0)) }.joined(separator: "/")
    }

    /// `?a=1&b=2`, or nothing. `+` and other sub-delimiters are escaped too: a query like "C++" must not reach
    /// the API as "C  ".
    private static func queryString(_ query: [URLQueryItem]) -> String {
        query.isEmpty ? "" : "?" + query.map { "\(escape($0.name))=\(escape($0.value ?? ""))" }.joined(separator: "&")
    }

    private static func escape(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~,")
}
