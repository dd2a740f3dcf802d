/// The index of the years in review: each year, newest first, with what was logged in it, and a chart of them.
public struct ReviewIndexItem: Sendable, Equatable {
    public struct Year: Sendable, Equatable {
        public var link: LinkItem
        /// "12 movies watched, 3 books read and 5 books purchased".
        public var summary: String

        public init(link: LinkItem, summary: String) {
            self.link = link
            self.summary = summary
        }
    }

    public var chrome: PageChrome
    public var years: [Year]
    public var chart: ChartItem?
    public var statsURL: String

    public init(chrome: PageChrome, years: [Year], chart: ChartItem?, statsURL: String) {
        self.chrome = chrome
        self.years = years
        self.chart = chart
        self.statsURL = statsURL
    }
}
