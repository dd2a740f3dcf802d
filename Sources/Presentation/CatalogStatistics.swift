public import Model

/// What the statistics page shows of the catalog, as plain numbers and names: computed once a build in a
/// pass over each kind, noted whole for the page's digest (`note(into:)`), and formatted by
/// `StatsPresentationModel`. Orders are fixed (by number, then name), so the same catalog gives the same value.
public struct CatalogStatistics: Sendable, Equatable {
    /// How many items of each kind, in the order movies, books, comics.
    public var itemCounts: [Int]
    /// Per kind (movies, books, comics), how many items have each rating from 0 to 5.
    public var ratings: [[Int]]
    /// How many items came out in each year, oldest year first; years without items are left out.
    public var releaseYears: [YearCount]
    /// Items with no release, publication or comic date.
    public var undated: Int
    /// How many activities of each kind (`OwnerActivity.Kind` order) fall in each month, oldest first;
    /// months without any are left out.
    public var activityMonths: [MonthCount]
    /// The activities of each year (dates known only to the year too), oldest first: the years in review.
    public var activityYears: [YearActivity]
    /// Activities dated only to the year, which no month holds.
    public var activityYearOnly: Int
    public var watchTime: Total
    public var pagesRead: Total
    /// The most frequent genres, directors, actors, authors, categories and tags; lists with no entry are left out.
    public var top: [TopList]
    public var longest: Extreme?
    public var shortest: Extreme?
    public var oldest: Extreme?
    public var newest: Extreme?

    public struct YearCount: Sendable, Equatable {
        public var year: Int
        public var count: Int
    }

    public struct MonthCount: Sendable, Equatable {
        public var year: Int
        public var month: Int
        public var counts: [Int]
    }

    public struct YearActivity: Sendable, Equatable {
        public var year: Int
        public var counts: [Int]
    }

    /// A sum over the items that have the value (`amount`: minutes, pages), how many those are, and how many
    /// more would count but lack it (a watched movie without a runtime).
    public struct Total: Sendable, Equatable {
        public var amount = 0
        public var items = 0
        public var missing = 0
    }

    /// An item the page names for a record: the longest movie, the oldest item. `minutes` for runtimes,
    /// `date` for dates.
    public struct Extreme: Sendable, Equatable {
        public var title: String
        public var url: String
        public var minutes: Int?
        public var date: PartialDate?
    }

    /// The `TopList.limit` most frequent names of one kind, most frequent first, each with its page.
    public struct TopList: Sendable, Equatable {
        public static let limit = 10

        public enum Kind: Int, Sendable, CaseIterable {
            case genres, directors, actors, authors, categories, tags
        }

        public struct Entry: Sendable, Equatable {
            public var name: String
            public var url: String
            public var count: Int
        }

        public var kind: Kind
        public var entries: [Entry]
    }

    /// Whether any item has a rating.
    public var hasRatings: Bool { ratings.contains { $0.contains { $0 > 0 } } }
}
