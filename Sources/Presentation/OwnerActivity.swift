public import Model

/// One thing the owner logged in their notes: a movie watched, a book read or a book purchased, on a date.
/// The statistics count them per month, and the years in review list them.
public struct OwnerActivity: Sendable {
    public enum Kind: Int, Sendable, CaseIterable {
        case watched, read, purchased

        /// Its name as a chart's series: "Watched".
        var seriesKey: UIStringKey {
            switch self {
            case .watched: return .statsSeriesWatched
            case .read: return .statsSeriesRead
            case .purchased: return .statsSeriesPurchased
            }
        }
    }

    public let kind: Kind
    public let date: PartialDate
    public let entry: CatalogEntry

    /// Every activity of `movies` and `books`, movies first, in their order; comics have no dates of the owner's.
    static func all(movies: [Movie], books: [Book]) -> [OwnerActivity] {
        var result: [OwnerActivity] = []
        for movie in movies {
            if let date = movie.notes?.watched { result.append(OwnerActivity(kind: .watched, date: date, entry: .movie(movie))) }
        }
        for book in books {
            guard let notes = book.notes else { continue }
            if let date = notes.read { result.append(OwnerActivity(kind: .read, date: date, entry: .book(book))) }
            if let date = notes.purchased { result.append(OwnerActivity(kind: .purchased, date: date, entry: .book(book))) }
        }
        return result
    }

    /// `activities` oldest first, a date known to its month or year before the days of that period; ties by
    /// kind, then title, then the item's kind and id, so the order is total and the same on every build.
    static func chronological(_ activities: [OwnerActivity]) -> [OwnerActivity] {
        activities.sorted { a, b in
            if a.date != b.date { return a.date < b.date }
            if a.kind != b.kind { return a.kind.rawValue < b.kind.rawValue }
            if a.entry.title != b.entry.title { return a.entry.title < b.entry.title }
            if a.entry.kindRank != b.entry.kindRank { return a.entry.kindRank < b.entry.kindRank }
            return a.entry.idText < b.entry.idText
        }
    }
}
