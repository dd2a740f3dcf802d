import Build

extension BuildReport {
    /// The pages written that are HTML: all but the sitemap, robots.txt and the feeds.
    var htmlPagesWritten: Int {
        pagesWritten - ["sitemap", "robots", "feed"].reduce(0) { $0 + (pagesByKind[$1] ?? 0) }
    }
}
