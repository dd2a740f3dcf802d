/// The list of genres with how many movies each has.
public struct GenreIndexItem: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var url: String
        public var count: Int
        /// "3 movies".
        public var countText: String
        public init(name: String, url: String, count: Int, countText: String) {
            self.name = name
            self.url = url
            self.count = count
            self.countText = countText
        }
    }

    public var chrome: PageChrome
    public var genres: [Entry]

    public init(chrome: PageChrome, genres: [Entry]) {
        self.chrome = chrome
        self.genres = genres
    }
}
