/// One year in review: its totals, charts, favourites, and what was watched, read and bought, in date order.
public struct ReviewItem: Sendable, Equatable {
    /// A card with the date it was logged that year and the owner's rating.
    public struct Entry: Sendable, Equatable {
        public var card: CardItem
        public var date: String
        public var ratingStars: String?
        public var ratingText: String?

        public init(card: CardItem, date: String, ratingStars: String?, ratingText: String?) {
            self.card = card
            self.date = date
            self.ratingStars = ratingStars
            self.ratingText = ratingText
        }
    }

    /// A heading over cards: "Watched", "Read", "Purchased".
    public struct Section: Sendable, Equatable {
        public var id: String
        public var heading: String
        /// The first entries of the year, as cards.
        public var entries: [Entry]
        /// The entries after them, in the same date order, as lines of text without images.
        public var more: [Entry]

        public init(id: String, heading: String, entries: [Entry], more: [Entry] = []) {
            self.id = id
            self.heading = heading
            self.entries = entries
            self.more = more
        }
    }

    /// A total of the year: "Movies watched", "12".
    public struct Total: Sendable, Equatable {
        public var label: String
        public var value: String

        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }
    }

    public var chrome: PageChrome
    /// "2024 in review".
    public var heading: String
    /// "12 movies watched, 3 books read and 5 books purchased".
    public var summary: String
    public var totals: [Total]
    /// What the totals leave out: runtimes or page counts the data lacks.
    public var totalNotes: [String]
    public var charts: [ChartItem]
    /// Said when nothing of the year has a rating.
    public var ratingsNote: String?
    /// The items with the year's top rating.
    public var favourites: [Entry]
    public var sections: [Section]
    public var previous: LinkItem?
    public var next: LinkItem?
    public var indexURL: String

    public init(
        chrome: PageChrome, heading: String, summary: String, totals: [Total], totalNotes: [String], charts: [ChartItem],
        ratingsNote: String?, favourites: [Entry], sections: [Section], previous: LinkItem?, next: LinkItem?, indexURL: String
    ) {
        self.chrome = chrome
        self.heading = heading
        self.summary = summary
        self.totals = totals
        self.totalNotes = totalNotes
        self.charts = charts
        self.ratingsNote = ratingsNote
        self.favourites = favourites
        self.sections = sections
        self.previous = previous
        self.next = next
        self.indexURL = indexURL
    }
}
