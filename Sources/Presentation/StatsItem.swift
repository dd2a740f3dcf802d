/// The statistics page: counts, records and totals, charts in sections, top lists and the years in review.
public struct StatsItem: Sendable, Equatable {
    /// One line of "At a glance": a label, and a value, a linked item or both, with a detail after them.
    public struct Fact: Sendable, Equatable {
        public var label: String
        public var value: String?
        public var link: LinkItem?
        public var detail: String?

        public init(label: String, value: String? = nil, link: LinkItem? = nil, detail: String? = nil) {
            self.label = label
            self.value = value
            self.link = link
            self.detail = detail
        }
    }

    /// A heading over charts, or over the sentence that says what the catalog lacks for them.
    public struct ChartSection: Sendable, Equatable {
        public var id: String
        public var heading: String
        public var charts: [ChartItem]
        public var notes: [String]

        public init(id: String, heading: String, charts: [ChartItem], notes: [String]) {
            self.id = id
            self.heading = heading
            self.charts = charts
            self.notes = notes
        }
    }

    /// A top list: its heading and its names, each linked, with a count phrase ("12 movies").
    public struct TopList: Sendable, Equatable {
        public struct Entry: Sendable, Equatable {
            public var title: String
            public var url: String
            public var countText: String

            public init(title: String, url: String, countText: String) {
                self.title = title
                self.url = url
                self.countText = countText
            }
        }

        public var heading: String
        public var entries: [Entry]

        public init(heading: String, entries: [Entry]) {
            self.heading = heading
            self.entries = entries
        }
    }

    public var chrome: PageChrome
    /// "12 movies", "3 books", each linked to its section.
    public var counts: [LinkItem]
    public var facts: [Fact]
    /// What "At a glance" lacks: "No movie has a watched date yet, …".
    public var factNotes: [String]
    public var sections: [ChartSection]
    public var topLists: [TopList]
    /// Said instead of the top lists when there are none.
    public var topNote: String?
    /// The years in review, newest first, each linked to its page; empty when the owner logged no date.
    public var reviewYears: [LinkItem]
    public var reviewIndexURL: String?
    public var randomURL: String?

    public init(
        chrome: PageChrome, counts: [LinkItem], facts: [Fact], factNotes: [String], sections: [ChartSection],
        topLists: [TopList], topNote: String?, reviewYears: [LinkItem], reviewIndexURL: String?, randomURL: String?
    ) {
        self.chrome = chrome
        self.counts = counts
        self.facts = facts
        self.factNotes = factNotes
        self.sections = sections
        self.topLists = topLists
        self.topNote = topNote
        self.reviewYears = reviewYears
        self.reviewIndexURL = reviewIndexURL
        self.randomURL = randomURL
    }
}
