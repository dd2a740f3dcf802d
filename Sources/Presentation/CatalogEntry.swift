import Foundation
import Model

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
    /// and id, so every order is total and deterministic. Keys are computed once per entry, not per comparison.
    static func sortedNewestFirst(_ entries: [CatalogEntry], by date: (CatalogEntry) -> PartialDate?,
                                  then secondary: ((CatalogEntry) -> PartialDate?)? = nil) -> [CatalogEntry] {
        let keys = entries.map { entry in
            SortKey(primary: date(entry).map(SortKey.number), secondary: secondary?(entry).map(SortKey.number),
                    title: entry.title, folded: entry.title.sortKey,
                    kind: entry.kindRank, id: entry.idText)
        }
        return entries.indices.sorted { keys[$0] < keys[$1] }.map { entries[$0] }
    }

    /// The ordering of `sortedNewestFirst`, flattened into comparable values.
    private struct SortKey: Comparable {
        let primary: Int?
        let secondary: Int?
        let title: String
        let folded: String
        let kind: Int
        let id: String

        static func number(_ date: PartialDate) -> Int {
            date.year * 10_000 + (date.month ?? 0) * 100 + (date.day ?? 0)
        }

        static func < (a: SortKey, b: SortKey) -> Bool {
            if let order = newer(a.primary, b.primary) { return order }
            if let order = newer(a.secondary, b.secondary) { return order }
            if a.title != b.title { return a.folded != b.folded ? a.folded < b.folded : a.title < b.title }
            return (a.kind, a.id) < (b.kind, b.id)
        }

        /// Newer first, known before unknown; nil when the two say nothing about the order.
        private static func newer(_ x: Int?, _ y: Int?) -> Bool? {
            switch (x, y) {
            case let (x?, y?) where x != y: return x > y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return nil
            }
        }
    }
}
