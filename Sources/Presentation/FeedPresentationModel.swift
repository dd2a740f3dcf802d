import Model

/// The Atom feeds of the latest additions: the whole catalog's (`feed.xml`) and each kind's
/// (`movies/feed.xml` …), in the home page's order, up to `entryLimit` entries.
///
/// A feed prints four fields of an item, so it notes those as printed rather than the item: its digest
/// changes exactly when its bytes would (a new title, a new date, a new summary, an item in or out), and
/// an edit of anything else (the cast, the owner's notes) does not render it again.
public struct FeedPresentationModel: Sendable {
    /// Enough for a reader that checks daily to miss nothing on a busy day, and small enough to fetch often.
    public static let entryLimit = 50
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// Declares the feed of `scope`, noting every entry as it is printed; nil when the site has no such
    /// feed. Items with no date in the common era are left out: an entry must say when it was updated,
    /// and a feed reader would sort an invented date among the real ones.
    public func shown(_ scope: FeedScope, reads: inout some PageReads) -> FeedItem? {
        guard context.feedScopes.contains(scope), let feedURL = context.absoluteURL(.feed(scope)),
            let pageURL = context.absoluteURL(Self.page(of: scope))
        else { return nil }
        let sources = context.latestAdditions(scope)
        let entries = sources.compactMap(entry)
        reads.note(entries.count)
        for entry in entries { note(entry, in: &reads) }
        for source in sources { reads.noteSource(source) }
        return FeedItem(
            title: context.feedTitle(scope), feedURL: feedURL, pageURL: pageURL, author: context.config.title,
            language: context.config.language, updated: entries.map(\.updated).max() ?? AtomTimestamp.epoch, entries: entries)
    }

    /// Presents the declared feed.
    public func present(_ item: FeedItem, to input: any FeedInput) {
        input.display(item)
    }

    /// The page a feed follows: the home page, or the kind's first list page.
    static func page(of scope: FeedScope) -> Route {
        switch scope {
        case .site: return .home
        case .movies: return .movieList(page: 1)
        case .books: return .bookList(page: 1)
        case .comics: return .comicArchive
        }
    }

    private func entry(_ entry: CatalogEntry) -> FeedItem.Entry? {
        guard let date = entry.addedDate ?? entry.date, let updated = AtomTimestamp.string(date),
            let url = context.absoluteURL(entry.route)
        else { return nil }
        return FeedItem.Entry(url: url, title: entry.title, updated: updated, summary: Self.summary(of: entry))
    }

    private static func summary(of entry: CatalogEntry) -> FeedItem.Summary? {
        let summary: FeedItem.Summary?
        switch entry {
        case .movie(let movie): summary = movie.overview.map(FeedItem.Summary.text)
        case .book(let book): summary = book.descriptionHTML.map { .html(UntrustedHTML($0)) }
        case .comic(let comic): summary = comic.alt.map(FeedItem.Summary.text)
        }
        return summary?.isBlank == false ? summary : nil
    }

    /// Every field the view prints of `entry`, each tagged, so that no two different entries note alike.
    private func note(_ entry: FeedItem.Entry, in reads: inout some PageReads) {
        reads.note(entry.url)
        reads.note(entry.title)
        reads.note(entry.updated)
        switch entry.summary {
        case .text(let text): reads.note("text:" + text)
        case .html(let html): reads.note("html:" + html.source)
        case nil: reads.note("none")
        }
    }
}

extension FeedItem.Summary {
    /// Nothing but white space: no summary at all.
    fileprivate var isBlank: Bool {
        switch self {
        case .text(let text): return text.allSatisfy(\.isWhitespace)
        case .html(let html): return html.source.allSatisfy(\.isWhitespace)
        }
    }
}
