import Foundation

/// The site's settings from `sitegen.toml`; every key has a default, so the file is optional.
public struct SiteConfig: Sendable, Equatable {
    public var title = "My Catalog"
    /// Where the site is served, e.g. `https://example.org/catalog/`; only its path matters for links.
    public var baseURL = "/"
    /// A BCP 47 language tag, for `<html lang>`, the UI strings (labels, counts, date and runtime formats)
    /// and the month names of dates.
    public var language = "en"
    /// A Unicode date pattern (`d MMMM yyyy`, `yyyy/MM/dd`) for dates known to the day; nil for the
    /// language's own (`date.day` of its strings table). Set, it wins over every strings table.
    public var dateFormat: String?
    /// Cards per list page.
    public var pageSize = 24
    /// Whether every internal link is written relative to its page (`movies/index.html`, `../../index.html`),
    /// so that the output browses from `file://` and from any folder it is copied to.
    public var relativeLinks = false

    public init() {}

    /// The path every URL of the site starts with: `/` or `/catalog/`.
    public var basePath: String {
        var path: String
        if baseURL.hasPrefix("/") {
            path = baseURL
        } else {
            // Keep escapes such as %20 as written: the path goes into links verbatim.
            path = URLComponents(string: baseURL)?.percentEncodedPath ?? "/"
        }
        if !path.hasPrefix("/") { path = "/" + path }
        if !path.hasSuffix("/") { path += "/" }
        return path
    }

    /// Checks a base URL given on the command line or in the file; nil when it is acceptable.
    public static func problem(withBaseURL value: String) -> String? {
        if value.hasPrefix("/") { return value.contains("//") ? "a base path must not contain '//'" : nil }
        guard let components = URLComponents(string: value), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", components.host?.isEmpty == false
        else {
            return "expected an http(s) URL such as \"https://example.org/catalog/\" or a path such as \"/catalog/\""
        }
        return nil
    }
}
