import Model

/// The movie catalog's ordering, computed once per build.
public struct MovieCatalog: Sendable {
    public let repository: any MovieRepository
    /// Newest release first, undated last; ties by title, then id.
    public let byRelease: [Movie]

    public init(repository: any MovieRepository) {
        self.repository = repository
        byRelease = CatalogEntry.sortedNewestFirst(repository.movies.map(CatalogEntry.movie), by: \.date).compactMap {
            if case .movie(let movie) = $0 { return movie }
            return nil
        }
    }
}
