/// The Atom feeds a site has and what each follows, chosen once per build: one for the whole catalog
/// and one for each kind that has items, the way the navigation has a section for each.
struct SiteFeeds: Sendable {
    /// In the order pages link them and the build plans them: the site first.
    let scopes: [FeedScope]
    /// Each feed's entries, newest first, up to `FeedPresentationModel.entryLimit`.
    let entries: [FeedScope: [CatalogEntry]]

    /// A site without feeds.
    static let none = SiteFeeds(scopes: [], entries: [:])

    private init(scopes: [FeedScope], entries: [FeedScope: [CatalogEntry]]) {
        (self.scopes, self.entries) = (scopes, entries)
    }

    /// The feeds of a catalog whose `entries` are its movies, then its books, then its comics, `counts` of each.
    init(entries: [CatalogEntry], counts: (movies: Int, books: Int, comics: Int)) {
        let limit = FeedPresentationModel.entryLimit
        let kinds: [(FeedScope, Range<Int>)] = [
            (.movies, 0..<counts.movies),
            (.books, counts.movies..<counts.movies + counts.books),
            (.comics, counts.movies + counts.books..<entries.count),
        ]
        var scopes: [FeedScope] = []
        var chosen: [FeedScope: [CatalogEntry]] = [:]
        if !entries.isEmpty {
            scopes.append(.site)
            chosen[.site] = CatalogEntry.latestAdditions(entries, count: limit)
        }
        for (scope, range) in kinds where !range.isEmpty {
            scopes.append(scope)
            chosen[scope] = CatalogEntry.latestAdditions(Array(entries[range]), count: limit)
        }
        self.init(scopes: scopes, entries: chosen)
    }
}
