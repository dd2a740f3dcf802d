import Model

/// The orders newest first by addition (`CatalogEntry.addedDate`), as positions: the books by purchase, the home
/// page's latest additions and each feed's entries. Like the other orderings they follow from the items'
/// structure alone, so a context whose items all kept theirs takes them from the build before instead of
/// sorting every book and going through every item four times more (0.03 s of a one-movie edit at 50k items).
public struct AdditionOrders: Sendable, Equatable {
    /// Every book, as positions in the repository's books.
    public let booksByPurchase: [UInt32]
    /// Up to `HomePresentationModel.latestCount` entries, as positions in the context's entries.
    public let latest: [UInt32]
    /// Each feed's entries as positions in the context's entries, in the order pages link the feeds; nil when
    /// the site had no feeds (no absolute base URL), so none were chosen.
    public let feeds: [(scope: FeedScope, entries: [UInt32])]?

    public init(booksByPurchase: [UInt32], latest: [UInt32], feeds: [(scope: FeedScope, entries: [UInt32])]?) {
        (self.booksByPurchase, self.latest, self.feeds) = (booksByPurchase, latest, feeds)
    }

    /// The orders of `entries` (movies, then books, then comics, `counts` of each), with the feeds' when `withFeeds`.
    init(entries: [CatalogEntry], counts: (movies: Int, books: Int, comics: Int), withFeeds: Bool) {
        let books = entries[counts.movies..<(counts.movies + counts.books)]
        booksByPurchase = NewestFirstOrder(Array(books), by: \.addedDate).sortedIndices().map(UInt32.init)
        latest = Self.latest(entries, count: HomePresentationModel.latestCount).map(UInt32.init)
        feeds = withFeeds ? SiteFeeds.positions(entries: entries, counts: counts) : nil
    }

    /// The positions of the first `count` of `entries` in the order of the latest additions (the home page's and
    /// the feeds'): newest first by `addedDate`, then by `date`, undated last, ties broken as `sortedNewestFirst` does.
    /// The cache has no "added on" date: watched (movies), purchased (books) and published (comics) are the closest
    /// honest stand-ins. The order is total (title, kind and id break ties), so it does not depend on the catalog's own.
    static func latest(_ entries: some Collection<CatalogEntry>, count: Int) -> [Int] {
        NewestFirstOrder(Array(entries), by: \.addedDate, then: \.date, readingTitles: false).firstIndices(count)
    }

    /// These orders for a catalog of `entries` entries and `books` books, without feeds unless `withFeeds`, as
    /// sorting would make them; nil when they cannot stand for that catalog's (see `fit`).
    func fitting(entries: Int, books: Int, withFeeds: Bool) -> AdditionOrders? {
        guard fit(entries: entries, books: books, withFeeds: withFeeds) else { return nil }
        return withFeeds ? self : AdditionOrders(booksByPurchase: booksByPurchase, latest: latest, feeds: nil)
    }

    /// Whether these orders can stand for those of a catalog of `entries` entries and `books` books: every book
    /// once, every position one of theirs, and the feeds when they are wanted.
    private func fit(entries: Int, books: Int, withFeeds: Bool) -> Bool {
        guard booksByPurchase.count == books, latest.allSatisfy({ Int($0) < entries }), !withFeeds || feeds != nil else {
            return false
        }
        var seen = [Bool](repeating: false, count: books)
        for position in booksByPurchase {
            guard Int(position) < books, !seen[Int(position)] else { return false }
            seen[Int(position)] = true
        }
        return (feeds ?? []).allSatisfy { $0.entries.allSatisfy { Int($0) < entries } }
    }

    public static func == (a: AdditionOrders, b: AdditionOrders) -> Bool {
        guard a.booksByPurchase == b.booksByPurchase, a.latest == b.latest, (a.feeds == nil) == (b.feeds == nil) else { return false }
        let (feedsA, feedsB) = (a.feeds ?? [], b.feeds ?? [])
        return feedsA.count == feedsB.count && zip(feedsA, feedsB).allSatisfy { $0.scope == $1.scope && $0.entries == $1.entries }
    }
}
