/// The registry of page kinds: the pipeline plans and renders the kinds it is given and nothing else.
public enum PageKinds {
    /// Every kind sitegen ships, in the order their pages are planned and listed in the manifest: the
    /// pages, then the files about them (see `withSiteFiles`).
    public static let standard: [any PageKind] = withSiteFiles(pages)

    /// The kinds of HTML page sitegen ships. A new kind of page goes here, so that the sitemap lists it.
    public static let pages: [any PageKind] = [
        HomePage(), NotFoundPage(), MovieListPages(), MoviePages(), BookListPages(), BookPages(),
        ComicArchivePage(), LatestComicPage(), ComicPages(), TermIndexPages(), TermPages(), FreePages(), SearchPages(),
        StatsPage(), ReviewPages(), RandomPages(),
    ]

    /// The sitemaps.org protocol's limit of addresses in one sitemap file.
    public static let urlsPerSitemap = 50_000

    /// `kinds`, then the files that describe their pages to crawlers and feed readers: `sitemap.xml`
    /// listing the pages of `kinds` (an index of parts past `urlsPerSitemap` addresses), `robots.txt`
    /// and the Atom feeds.
    public static func withSiteFiles(_ kinds: [any PageKind], urlsPerSitemap: Int = urlsPerSitemap) -> [any PageKind] {
        kinds + [SitemapPages(listing: kinds, urlsPerFile: urlsPerSitemap), RobotsPage(), FeedPages()]
    }
}
