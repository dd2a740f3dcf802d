/// One file of the sitemap (sitemaps.org protocol 0.9): the absolute addresses of pages, or of the parts
/// of a sitemap too large for one file.
public struct SitemapItem: Sendable, Equatable {
    /// True for a sitemap index, whose locations are sitemaps rather than pages.
    public var isIndex: Bool
    /// Absolute URLs, in the order the site plans its pages.
    public var locations: [String]

    public init(isIndex: Bool, locations: [String]) {
        self.isIndex = isIndex
        self.locations = locations
    }
}
