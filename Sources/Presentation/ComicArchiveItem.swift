/// Every comic, grouped by year, newest first.
public struct ComicArchiveItem: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var title: String
        public var url: String
        /// "#403".
        public var number: String
        public var date: String?
        public init(title: String, url: String, number: String, date: String?) {
            self.title = title
            self.url = url
            self.number = number
            self.date = date
        }
    }

    public struct Year: Sendable, Equatable {
        /// "2008", or "Undated".
        public var heading: String
        public var comics: [Entry]
        public init(heading: String, comics: [Entry]) {
            self.heading = heading
            self.comics = comics
        }
    }

    public var chrome: PageChrome
    public var countText: String
    public var latestURL: String?
    public var years: [Year]

    public init(chrome: PageChrome, countText: String, latestURL: String?, years: [Year]) {
        self.chrome = chrome
        self.countText = countText
        self.latestURL = latestURL
        self.years = years
    }
}
