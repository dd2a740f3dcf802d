/// An item in a grid of cards: lists, taxonomy and home pages. Cards of any kind share this shape.
public struct CardItem: Sendable, Equatable {
    public var title: String
    public var url: String
    /// "1922", or nil when the date is unknown.
    public var year: String?
    /// Poster, cover or comic image; nil when there is none: the template shows a placeholder.
    public var posterURL: String?
    public var posterAlt: String
    /// "Movie", "Book", "Comic": shown where kinds are mixed; nil on single-kind lists.
    public var kind: String?
    /// A short second line: a book's authors, a comic's number.
    public var byline: String?
    /// The poster's width candidates and the card's `sizes` (`ImageSource`); nil for an image of one size.
    public var posterSrcset: String?
    public var posterSizes: String?

    public init(
        title: String, url: String, year: String?, posterURL: String?, posterAlt: String,
        kind: String? = nil, byline: String? = nil, posterSrcset: String? = nil, posterSizes: String? = nil
    ) {
        self.title = title
        self.url = url
        self.year = year
        self.posterURL = posterURL
        self.posterAlt = posterAlt
        self.kind = kind
        self.byline = byline
        self.posterSrcset = posterSrcset
        self.posterSizes = posterSizes
    }
}
