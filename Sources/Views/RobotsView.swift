public import Presentation

/// `robots.txt` (RFC 9309): every crawler may fetch everything, and the sitemap is named.
public final class RobotsView: RobotsInput {
    /// The file after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init() {}

    public func display(_ item: RobotsItem) {
        // A line break in the address would start a rule of its own; an absolute URL never has one.
        let sitemap = item.sitemapURL.split(whereSeparator: \.isNewline).joined()
        output = Array("User-agent: *\nAllow: /\n\nSitemap: \(sitemap)\n".utf8)
    }
}
