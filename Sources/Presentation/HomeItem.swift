/// The front page: counts per catalog and the latest additions.
public struct HomeItem: Sendable, Equatable {
    public struct Count: Sendable, Equatable {
        public var label: String
        public var count: Int
        public var url: String
        public init(label: String, count: Int, url: String) {
            self.label = label
            self.count = count
            self.url = url
        }
    }

    public var chrome: PageChrome
    public var counts: [Count]
    public var latest: [CardItem]

    public init(chrome: PageChrome, counts: [Count], latest: [CardItem]) {
        self.chrome = chrome
        self.counts = counts
        self.latest = latest
    }
}
