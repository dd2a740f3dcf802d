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

    /// Its name: "Genres" (`taxonomy.genres`).
    public var titleKey: UIStringKey {
        switch self {
        case .genres: return .taxonomyGenres
        case .people: return .taxonomyPeople
        case .authors: return .taxonomyAuthors
        case .categories: return .taxonomyCategories
        case .years: return .taxonomyYears
        case .tags: return .taxonomyTags
        }
    }

    /// The link from a term's page to the index: "All genres".
    public var allTermsKey: UIStringKey {
        switch self {
        case .genres: return .taxonomyAllGenres
        case .people: return .taxonomyAllPeople
        case .authors: return .taxonomyAllAuthors
        case .categories: return .taxonomyAllCategories
        case .years: return .taxonomyAllYears
        case .tags: return .taxonomyAllTags
        }
    }

    /// True for the taxonomies whose terms group movies, books and comics together.
    public var mixesKinds: Bool { self == .years || self == .tags }

    /// The count phrase for the terms themselves: "18 genres", "1 author".
    public var termCountKey: UIStringKey {
        switch self {
        case .genres: return .countGenres
        case .people: return .countPeople
        case .authors: return .countAuthors
        case .categories: return .countCategories
        case .years: return .countYears
        case .tags: return .countTags
        }
    }

    /// The count phrase for a term's items: "3 movies", "1 item".
    public var itemCountKey: UIStringKey {
        switch self {
        case .genres, .people: return .countMovies
        case .authors, .categories: return .countBooks
        case .years, .tags: return .countItems
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
