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
        var groups: [String: [Movie]] = [:]
        for movie in sorted {
            for genre in movie.genres { groups[genre.name, default: []].append(movie) }
        }
        genres = groups.keys
            .sorted { $0.localizedStandardCompareOrdered($1) }
            .map { GenreGroup(name: $0, movies: groups[$0] ?? []) }
    }

    public func genre(named name: String) -> GenreGroup? {
        genres.first { $0.name == name }
    }

    static func newestFirst(_ a: Movie, _ b: Movie) -> Bool {
        switch (a.releaseDate, b.releaseDate) {
        case let (x?, y?) where x != y: return x > y
        case (.some, nil): return true
        case (nil, .some): return false
        default:
            if a.title != b.title { return a.title.localizedStandardCompareOrdered(b.title) }
            return a.id < b.id
        }
    }
}

extension String {
    /// A locale-independent, deterministic ordering that ignores case first.
    func localizedStandardCompareOrdered(_ other: String) -> Bool {
        let a = lowercased(), b = other.lowercased()
        return a != b ? a < b : self < other
    }
}
