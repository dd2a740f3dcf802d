/// Where a site is served, from its `base_url`: which absolute URLs are the site's own, and the path
/// that every root-absolute URL of the site starts with.
public struct SiteAddress: Sendable, Equatable {
    /// `http` or `https`, when the base URL is absolute.
    public let scheme: String?
    /// `host` or `host:port` in lower case, without the scheme's default port, when the base URL is absolute.
    public let authority: String?
    /// `/`, or the folder the site is served from (`/shelf/`), percent-encoded as written, ending in `/`.
    public let basePath: String

    /// `baseURL` as `sitegen.toml` takes it: an absolute `http(s)` URL or a path. Anything else means `/`.
    public init(baseURL: String) {
        if let absolute = AbsoluteURL(baseURL), absolute.isHTTP {
            scheme = absolute.scheme
            authority = absolute.authority
            basePath = Self.folder(absolute.path)
        } else {
            scheme = nil
            authority = nil
            basePath = Self.folder(baseURL.hasPrefix("/") ? baseURL : "/")
        }
    }

    /// The path of `url` when it is an `http(s)` URL of this site (same scheme, host and port, below the
    /// base path), or nil. A site whose base URL is only a path owns no absolute URL.
    func ownPath(of url: AbsoluteURL) -> String? {
        guard let scheme, let authority, url.scheme == scheme, url.authority == authority else { return nil }
        let path = url.path.isEmpty ? "/" : url.path
        // `https://example.org/shelf` names the site's folder without its slash.
        if path + "/" == basePath { return basePath }
        return path.hasPrefix(basePath) ? path : nil
    }

    private static func folder(_ path: String) -> String {
        var path = path.isEmpty ? "/" : path
        if !path.hasPrefix("/") { path = "/" + path }
        if !path.hasSuffix("/") { path += "/" }
        return path
    }
}
