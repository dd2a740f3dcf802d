/// A page of cards: the movie and book lists, and each term's page (a genre, an author, a year, a tag).
public struct CardListItem: Sendable, Equatable {
    public var chrome: PageChrome
    public var heading: String
    /// "31 movies".
    public var countText: String
    public var cards: [CardItem]
    public var pagination: PaginationItem?
    /// Where to go from here: "Genres" on the movie list, "Authors" and "Categories" on the book list.
    public var related: [LinkItem]

    public init(
        chrome: PageChrome, heading: String, countText: String, cards: [CardItem], pagination: PaginationItem?,
        related: [LinkItem] = []
    ) {
        self.chrome = chrome
        self.heading = heading
        self.countText = countText
        self.cards = cards
        self.pagination = pagination
        self.related = related
    }
}
