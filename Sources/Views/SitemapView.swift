import HTML
public import Presentation

/// A sitemap file in the sitemaps.org 0.9 format: a `<urlset>` of pages, or a `<sitemapindex>` of parts.
/// Written with `XMLWriter`, not a template: the format is fixed, and a theme has nothing to change in it.
public final class SitemapView: SitemapInput {
    static let namespace = "http://www.sitemaps.org/schemas/sitemap/0.9"

    /// The file after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init() {}

    public func display(_ item: SitemapItem) {
        var writer = XMLWriter()
        writer.open(item.isIndex ? "sitemapindex" : "urlset", ["xmlns": Self.namespace])
        for location in item.locations {
            writer.open(item.isIndex ? "sitemap" : "url")
            writer.element("loc", text: location)
            writer.close()
        }
        output = writer.finish()
    }
}
