import Foundation
public import Model

/// An item of any kind, for the pages that mix kinds (home, years, tags).
/// Indirect, so that copying an entry (sorting, grouping into terms) retains one box, not every field of the item.
public indirect enum CatalogEntry: Sendable {
    case movie(Movie)
    case book(Book)
    case comic(Comic)

    public var title: String {
        switch self {
        case .movie(let m): return m.title
        case .book(let b): return b.title
        case .comic(let c): return c.title
        }
    }

    /// The route of the item's own page.
    public var route: Route {
        switch self {
        case .movie(let movie): return .movie(movie.id, title: movie.title)
        case .book(let book): return .book(book.id, title: book.title)
        case .comic(let comic): return .comic(comic.id)
        }
    }

    /// Release, publication or comic date.
    public var date: PartialDate? {
        switch self {
        case .movie(let m): return m.releaseDate
        case .book(let b): return b.publishedDate
        case .comic(let c): return c.date
        }
    }

    public var notes: OwnerNotes? {
        switch self {
        case .movie(let m): return m.notes
        case .book(let b): return b.notes
        case .comic(let c): return c.notes
        }
    }

    /// When the owner got it: watched (movies), purchased (books), published (comics, which arrive when they appear).
    public var addedDate: PartialDate? {
        switch self {
        case .movie(let m): return m.notes?.watched
        case .book(let b): return b.notes?.dates["purchased"]
        case .comic(let c): return c.date
        }
    }

    /// A stable order between kinds for equal dates and titles.
    var kindRank: Int {
        switch self {
        case .movie: return 0
        case .book: return 1
        case .comic: return 2
        }
    }

    var idText: String {
        switch self {
        case .movie(let m): return m.id.description
        case .book(let b): return b.id.description
        case .comic(let c): return c.id.description
        }
    }

    /// `entries` newest first by `date`, undated last; ties by `then` (newest first), then title, kind
    /// and id, so every order is total and deterministic (see `NewestFirstOrder`).
    static func sortedNewestFirst(
        _ entries: [CatalogEntry], by date: (CatalogEntry) -> PartialDate?,
        then secondary: ((CatalogEntry) -> PartialDate?)? = nil
    ) -> [CatalogEntry] {
        NewestFirstOrder(entries, by: date, then: secondary).sortedIndices().map { entries[$0] }
    }
}
