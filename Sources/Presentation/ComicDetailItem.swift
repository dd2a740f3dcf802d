/// Everything a comic's page shows.
public struct ComicDetailItem: Sendable, Equatable {
    /// First / previous / archive / next / latest. A nil URL means the link is shown disabled
    /// (previous on the first comic, next on the latest).
    public struct Navigation: Sendable, Equatable {
        public var firstURL: String?
        public var previousURL: String?
        public var archiveURL: String
        public var nextURL: String?
        public var latestURL: String?

        public init(firstURL: String?, previousURL: String?, archiveURL: String, nextURL: String?, latestURL: String?) {
            self.firstURL = firstURL
            self.previousURL = previousURL
            self.archiveURL = archiveURL
            self.nextURL = nextURL
            self.latestURL = latestURL
        }
    }

    public var chrome: PageChrome
    public var title: String
    /// "#403".
    public var number: String
    public var imageURL: String?
    /// The hover text, used as both `alt` and `title`; "" when the record has none.
    public var alt: String
    public var date: String?
    public var transcript: String?
    public var link: String?
    public var news: UntrustedHTML?
    public var navigation: Navigation
    public var notes: MarkdownText?
    public var tags: [LinkItem]

    public init(
        chrome: PageChrome, title: String, number: String, imageURL: String?, alt: String, date: String?,
        transcript: String?, link: String?, news: UntrustedHTML?, navigation: Navigation,
        notes: MarkdownText? = nil, tags: [LinkItem] = []
    ) {
        self.chrome = chrome
        self.title = title
        self.number = number
        self.imageURL = imageURL
        self.alt = alt
        self.date = date
        self.transcript = transcript
        self.link = link
        self.news = news
        self.navigation = navigation
        self.notes = notes
        self.tags = tags
    }
}
