/// `robots.txt`: every crawler may read every page, and the sitemap is at `sitemapURL`.
public struct RobotsItem: Sendable, Equatable {
    /// Absolute, as the robots exclusion protocol (RFC 9309) asks of a `Sitemap:` line.
    public var sitemapURL: String

    public init(sitemapURL: String) {
        self.sitemapURL = sitemapURL
    }
}
