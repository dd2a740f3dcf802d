public import Model

/// The movie catalog's ordering, computed once per build.
public struct MovieCatalog: Sendable {
    public let repository: any MovieRepository
    /// Newest release first, undated last; ties by title, then id.
    public let byRelease: [Movie]

    public init(repository: any MovieRepository) {
        let movies = repository.movies
        let order = NewestFirstOrder(movies.map(CatalogEntry.movie), by: \.date).sortedIndices()
        self.init(repository: repository, byRelease: order.map { movies[$0] })
    }

    /// For a context that has already ordered every kind by date: the movies in that order are these.
    init(repository: any MovieRepository, byRelease: [Movie]) {
        self.repository = repository
        self.byRelease = byRelease
    }
}
