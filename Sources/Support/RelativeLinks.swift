/// The site's root-relative URLs rewritten relative to one page, for `relative_links = true`: the output
/// then browses from `file://` and from any folder it is copied to.
///
/// A folder URL gains `index.html`, because a browser reading files does not look for a folder's index
/// as a web server does. A URL outside the base path (another site, `mailto:`, a bare `#fragment`) is
/// left as it is.
public struct RelativeLinks: Sendable, Hashable {
    /// `/` or `/catalog/`.
    public let basePath: String
    /// The folders from the site's root to the page's folder: `["movies", "550-fight-club"]`.
    private let folders: [Substring]

    /// - Parameters:
    ///   - basePath: the path every URL of the site starts with, `/` or `/catalog/`.
    ///   - pageURL: the page's own root-relative URL: `/catalog/movies/550-fight-club/` or `/catalog/404.html`.
    public init(basePath: String, pageURL: String) {
        self.basePath = basePath
        let path = pageURL.hasPrefix(basePath) ? pageURL.dropFirst(basePath.count) : pageURL.dropFirst(0)
        // The last part of the path names a file (or nothing, for a folder URL): the folders come before it.
        folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().filter { !$0.isEmpty }
    }

    /// `url` relative to the page when it is one of the site's root-relative URLs, else `url` unchanged.
    public func link(_ url: String) -> String {
        guard url.hasPrefix(basePath), !url.hasPrefix("//") else { return url }
        let rest = url.dropFirst(basePath.count)
        let pathEnd = rest.firstIndex { $0 == "?" || $0 == "#" } ?? rest.endIndex
        var path = String(rest[..<pathEnd])
        if path.isEmpty || path.hasSuffix("/") { path += "index.html" }
        var target = path.split(separator: "/", omittingEmptySubsequences: false)
        let file = target.removeLast()
        let shared = zip(folders, target).prefix { $0 == $1 }.count
        let up = Array(repeating: "..", count: folders.count - shared)
        return (up + target.dropFirst(shared).map(String.init) + [String(file)]).joined(separator: "/") + rest[pathEnd...]
    }
}
