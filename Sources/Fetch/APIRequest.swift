public import Foundation

/// One GET: the URL it is sent to (which may carry a key), the URL shown to people (which never does),
/// and its headers (which may carry a token).
public struct APIRequest: Sendable, Equatable {
    public let url: URL
    /// `url` without credentials: the only form of it that is ever printed.
    public let shownURL: String
    public let headers: [Header]
    /// The largest body accepted, in bytes.
    public let limit: Int

    public struct Header: Sendable, Equatable {
        public let name: String
        public let value: String
    }

    /// A request to `base` + `path` with `query`; `secretQuery` is added to the sent URL only.
    init(
        base: URL, path: String, query: [URLQueryItem] = [], secretQuery: [URLQueryItem] = [],
        headers: [Header] = [], limit: Int
    ) {
        url = Self.url(base, path, query + secretQuery)
        shownURL = Self.url(base, path, query).absoluteString
        self.headers = headers
        self.limit = limit
    }

    /// A request for an absolute URL that carries no credentials (an image).
    init(url: URL, limit: Int) {
        self.url = url
        shownURL = url.absoluteString
        headers = []
        self.limit = limit
    }

    private static func url(_ base: URL, _ path: String, _ query: [URLQueryItem]) -> URL {
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false)!
        components.percentEncodedPath += path
        if !query.isEmpty {
            // `+` and other sub-delimiters are escaped too: a query like "C++" must not reach the API as "C  ".
            components.percentEncodedQuery = query.map { "\(escape($0.name))=\(escape($0.value ?? ""))" }.joined(separator: "&")
        }
        return components.url!
    }

    private static func escape(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~,")
}
