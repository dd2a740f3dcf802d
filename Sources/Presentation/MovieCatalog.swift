import Foundation
import Model

/// The orderings and groupings of the movie catalog, computed once per build and shared by
/// every page that lists movies.
public struct MovieCatalog: Sendable {
    public struct GenreGroup: Sendable {
        public let name: String
        /// Newest release first.
        public let movies: [Movie]
    }

    public let repository: any MovieRepository
    /// Newest release first, undated last; ties by title, then id.
    public let byRelease: [Movie]
    /// Alphabetical by name.
    public let genres: [GenreGroup]

    public init(repository: any MovieRepository) {
        self.repository = repository
        let sorted = repository.movies.sorted(by: Self.newestFirst)
        byRelease = sorted
        // Names that share an address ("Sci-Fi", "sci fi") are one genre, shown under the first spelling.
        var groups: [String: (names: Set<String>, movies: [Movie])] = [:]
        for movie in sorted {
            for key in Set(movie.genres.map { Slug.key(for: $0.name) }) {
                groups[key, default: ([], [])].movies.append(movie)
            }
            for genre in movie.genres { groups[Slug.key(for: genre.name)]?.names.insert(genre.name) }
        }
        genres = groups.values
            .map { GenreGroup(name: $0.names.min() ?? "", movies: $0.movies) }
            .sorted { $0.name.sortsBefore($1.name) }
        var byKey: [String: Int] = [:]
        for (i, genre) in genres.enumerated() { byKey[Slug.key(for: genre.name)] = i }
        genreIndex = byKey
    }

    private let genreIndex: [String: Int]

    /// The genre `name` belongs to, under any of its spellings.
    public func genre(named name: String) -> GenreGroup? {
        genreIndex[Slug.key(for: name)].map { genres[$0] }
    }

    static func newestFirst(_ a: Movie, _ b: Movie) -> Bool {
        switch (a.releaseDate, b.releaseDate) {
        case let (x?, y?) where x != y: return x > y
        case (.some, nil): return true
        case (nil, .some): return false
        default:
            if a.title != b.title { return a.title.sortsBefore(b.title) }
            return a.id < b.id
        }
    }
}

extension String {
    /// A locale-independent, deterministic ordering for people: case and accents are ignored
    /// first ("Épouvante" sorts among the e's), then the exact text breaks ties.
    func sortsBefore(_ other: String) -> Bool {
        let a = folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        let b = other.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return a != b ? a < b : self < other
    }
}
