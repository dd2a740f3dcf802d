/// A movie in a poster grid: list, genre and home pages.
public struct MovieCardItem: Sendable, Equatable {
    public var title: String
    public var url: String
    /// "1922", or nil when the release date is unknown.
    public var year: String?
    /// Nil when there is no poster: the template shows a placeholder.
    public var posterURL: String?
    public var posterAlt: String

    public init(title: String, url: String, year: String?, posterURL: String?, posterAlt: String) {
        self.title = title
        self.url = url
        self.year = year
        self.posterURL = posterURL
        self.posterAlt = posterAlt
    }
}
