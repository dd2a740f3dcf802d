/// A way of grouping the catalog: each has an index page and a page per term.
public enum Taxonomy: String, Sendable, CaseIterable, Hashable {
    /// Movie genres.
    case genres
    /// Book authors.
    case authors
    /// Book categories.
    case categories
    /// Release, publication or comic year, across all kinds.
    case years
    /// The owner's tags, across all kinds.
    case tags

    public var title: String {
        switch self {
        case .genres: return "Genres"
        case .authors: return "Authors"
        case .categories: return "Categories"
        case .years: return "Years"
        case .tags: return "Tags"
        }
    }

    /// True for the taxonomies whose terms group movies, books and comics together.
    public var mixesKinds: Bool { self == .years || self == .tags }

    /// Singular and plural for counting the terms themselves: "18 genres", "1 author".
    public var termNouns: (String, String) {
        switch self {
        case .genres: return ("genre", "genres")
        case .authors: return ("author", "authors")
        case .categories: return ("category", "categories")
        case .years: return ("year", "years")
        case .tags: return ("tag", "tags")
        }
    }

    /// Singular and plural for counting a term's items: "3 movies", "1 item".
    public var itemNouns: (String, String) {
        switch self {
        case .genres: return ("movie", "movies")
        case .authors, .categories: return ("book", "books")
        case .years, .tags: return ("item", "items")
        }
    }

    /// The address of a term: a year of the common era as its digits (`2008`, `800`), any other name as
    /// its slug, which makes a year before the common era's name (`750 BC`) the segment `750-bc`.
    public func key(for name: String) -> String {
        self == .years && !name.isEmpty && name.allSatisfy(\.isASCII) && name.allSatisfy(\.isNumber) ? name : Slug.key(for: name)
    }
}
