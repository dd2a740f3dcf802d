/// A taxonomy's terms (genres, authors, categories, years, tags) with how many items each has.
public struct TermIndexItem: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var url: String
        public var count: Int
        /// "3 movies", "2 items".
        public var countText: String
        public init(name: String, url: String, count: Int, countText: String) {
            self.name = name
            self.url = url
            self.count = count
            self.countText = countText
        }
    }

    public var chrome: PageChrome
    /// "Genres".
    public var heading: String
    public var terms: [Entry]
    /// Nil when every term fits on one page.
    public var pagination: PaginationItem?

    public init(chrome: PageChrome, heading: String, terms: [Entry], pagination: PaginationItem? = nil) {
        self.chrome = chrome
        self.heading = heading
        self.terms = terms
        self.pagination = pagination
    }
}
