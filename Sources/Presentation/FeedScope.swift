/// What an Atom feed of the latest additions follows: the whole catalog, or one kind of item.
public enum FeedScope: String, Sendable, Hashable, CaseIterable {
    case site
    case movies
    case books
    case comics

    /// The section's name in the navigation and in the feed's title; nil for the whole site.
    public var titleKey: UIStringKey? {
        switch self {
        case .site: return nil
        case .movies: return .sectionMovies
        case .books: return .sectionBooks
        case .comics: return .sectionComics
        }
    }

    /// The scope of the feed that the pages of a navigation section link besides the site's own:
    /// the movies, books and comics sections have one; mixed sections (years, tags) and free pages do not.
    static func ofSection(_ section: String?) -> FeedScope? {
        guard let section, let scope = FeedScope(rawValue: section), scope != .site else { return nil }
        return scope
    }
}
