import Build

extension BuildReport {
    /// The pages written that are HTML: all but the sitemap, robots.txt, the feeds and the files of the search
    /// index and of the random page's list.
    var htmlPagesWritten: Int {
        // The search and random kinds each write one page and the files of their lists.
        let lists = ["search", "random"].reduce(0) { $0 + max(0, (pagesByKind[$1] ?? 0) - 1) }
        return pagesWritten - ["sitemap", "robots", "feed"].reduce(0) { $0 + (pagesByKind[$1] ?? 0) } - lists
    }
}
