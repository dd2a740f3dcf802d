import Build

extension BuildReport {
    /// The pages written that are HTML: all but the sitemap, robots.txt and the feeds.
    var htmlPagesWritten: Int {
        // The search kind writes one page and the files of its index.
        let searchIndexFiles = max(0, (pagesByKind["search"] ?? 0) - 1)
        return pagesWritten - ["sitemap", "robots", "feed"].reduce(0) { $0 + (pagesByKind[$1] ?? 0) } - searchIndexFiles
    }
}
