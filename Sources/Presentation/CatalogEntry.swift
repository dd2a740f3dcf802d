import Model

/// An item of any kind, for the pages that mix kinds (home, years, tags).
public enum CatalogEntry: Sendable {
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

    /// Newest first by `date`, undated last; ties by `then` (newest first), then title, kind and id,
    /// so every order is total and deterministic.
    static func newestFirst(by date: @escaping (CatalogEntry) -> PartialDate?,
                            then secondary: ((CatalogEntry) -> PartialDate?)? = nil) -> (CatalogEntry, CatalogEntry) -> Bool {
        { a, b in
            if let order = compare(date(a), date(b)) { return order }
            if let secondary, let order = compare(secondary(a), secondary(b)) { return order }
            if a.title != b.title { return a.title.sortsBefore(b.title) }
            return (a.kindRank, a.idText) < (b.kindRank, b.idText)
        }
    }

    /// Newer first, known before unknown; nil when the two say nothing about the order.
    private static func compare(_ x: PartialDate?, _ y: PartialDate?) -> Bool? {
        switch (x, y) {
        case let (x?, y?) where x != y: return x > y
        case (.some, nil): return true
        case (nil, .some): return false
        default: return nil
        }
    }
}
