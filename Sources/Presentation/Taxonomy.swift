/// A way of grouping the catalog: each has an index page and a page per term.
public enum Taxonomy: String, Sendable, CaseIterable, Hashable {
    /// Movie genres.
    case genres
    /// Movie directors and top-billed cast: a page per person.
    case people
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
        case .people: return "People"
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
        case .people: return ("person", "people")
        case .authors: return ("author", "authors")
        case .categories: return ("category", "categories")
        case .years: return ("year", "years")
        case .tags: return ("tag", "tags")
        }
    }

    /// Singular and plural for counting a term's items: "3 movies", "1 item".
    public var itemNouns: (String, String) {
        switch self {
        case .genres, .people: return ("movie", "movies")
        case .authors, .categories: return ("book", "books")
        case .years, .tags: return ("item", "items")
        }
    }

    /// Whether names that share an address are one term ("Sci-Fi", "sci fi" are one genre). Not for
    /// people: "Björk" and "Bjork" may be two people, so each name is a term of its own, and the Router
    /// gives each its own address (see `PersonAddresses`).
    public var mergesSpellings: Bool { self != .people }

    /// What tells the taxonomy's terms apart: the address, or for people the name itself.
    func identity(of name: String) -> String {
        mergesSpellings ? key(for: name) : name
    }

    /// The address of a term: a year of the common era as its digits (`2008`, `800`), any other name as
    /// its slug, which makes a year before the common era's name (`750 BC`) the segment `750-bc`. For a
    /// person, the plain slug, which the Router may have to tell apart from another person's.
    public func key(for name: String) -> String {
        self == .years && !name.isEmpty && name.allSatisfy(\.isASCII) && name.allSatisfy(\.isNumber) ? name : Slug.key(for: name)
    }
}
