/// Everything a book's page shows, formatted for display.
public struct BookDetailItem: Sendable, Equatable {
    public var chrome: PageChrome
    public var title: String
    public var subtitle: String?
    /// Linked to their author pages.
    public var authors: [LinkItem]
    public var publisher: String?
    /// At the precision known: "2018/11/05", "November 2018", "2018".
    public var published: String?
    public var year: String?
    /// "320 pages".
    public var pageCount: String?
    public var categories: [LinkItem]
    public var isbn13: String?
    public var isbn10: String?
    /// The language's name in the site's language: "English".
    public var language: String?
    public var coverURL: String?
    /// The cover's width candidates and `sizes` (`ImageSource`); nil for a local cover or one of one size.
    public var coverSrcset: String?
    public var coverSizes: String?
    public var coverAlt: String
    public var description: UntrustedHTML?
    public var notes: MarkdownText?
    public var ratingStars: String?
    public var ratingText: String?
    public var purchased: String?
    public var read: String?
    public var tags: [LinkItem]

    public init(
        chrome: PageChrome, title: String, subtitle: String? = nil, authors: [LinkItem] = [], publisher: String? = nil,
        published: String? = nil, year: String? = nil, pageCount: String? = nil, categories: [LinkItem] = [],
        isbn13: String? = nil, isbn10: String? = nil, language: String? = nil, coverURL: String? = nil,
        coverSrcset: String? = nil, coverSizes: String? = nil, coverAlt: String = "", description: UntrustedHTML? = nil,
        notes: MarkdownText? = nil,
        ratingStars: String? = nil, ratingText: String? = nil, purchased: String? = nil, read: String? = nil,
        tags: [LinkItem] = []
    ) {
        self.chrome = chrome
        self.title = title
        self.subtitle = subtitle
        self.authors = authors
        self.publisher = publisher
        self.published = published
        self.year = year
        self.pageCount = pageCount
        self.categories = categories
        self.isbn13 = isbn13
        self.isbn10 = isbn10
        self.language = language
        self.coverURL = coverURL
        self.coverSrcset = coverSrcset
        self.coverSizes = coverSizes
        self.coverAlt = coverAlt
        self.description = description
        self.notes = notes
        self.ratingStars = ratingStars
        self.ratingText = ratingText
        self.purchased = purchased
        self.read = read
        self.tags = tags
    }
}
