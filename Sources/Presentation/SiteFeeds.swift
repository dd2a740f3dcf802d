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

    /// The feeds chosen as positions in `entries` (see `AdditionOrders.feeds`).
    init(positions: [(scope: FeedScope, entries: [UInt32])], entries: [CatalogEntry]) {
        var chosen: [FeedScope: [CatalogEntry]] = [:]
        for (scope, positions) in positions { chosen[scope] = positions.map { entries[Int($0)] } }
        self.init(scopes: positions.map(\.scope), entries: chosen)
    }

    /// The feeds of a catalog whose `entries` are its movies, then its books, then its comics, `counts` of each:
    /// one for the whole catalog and one a kind with items, each with its entries as positions in `entries`.
    static func positions(
        entries: [CatalogEntry], counts: (movies: Int, books: Int, comics: Int)
    ) -> [(scope: FeedScope, entries: [UInt32])] {
        let limit = FeedPresentationModel.entryLimit
        let kinds: [(FeedScope, Range<Int>)] = [
            (.movies, 0..<counts.movies),
            (.books, counts.movies..<counts.movies + counts.books),
            (.comics, counts.movies + counts.books..<entries.count),
        ]
        var feeds: [(scope: FeedScope, entries: [UInt32])] = []
        if !entries.isEmpty { feeds.append((.site, AdditionOrders.latest(entries, count: limit).map(UInt32.init))) }
        for (scope, range) in kinds where !range.isEmpty {
            feeds.append((scope, AdditionOrders.latest(entries[range], count: limit).map { UInt32(range.lowerBound + $0) }))
        }
        return feeds
    }
}
