/// A page of movie cards: the movie list and each genre's page.
public struct CardListItem: Sendable, Equatable {
    public var chrome: PageChrome
    public var heading: String
    /// "31 movies".
    public var countText: String
    public var cards: [MovieCardItem]
    public var pagination: PaginationItem?

    public init(chrome: PageChrome, heading: String, countText: String, cards: [MovieCardItem], pagination: PaginationItem?) {
        self.chrome = chrome
        self.heading = heading
        self.countText = countText
        self.cards = cards
        self.pagination = pagination
    }
}
