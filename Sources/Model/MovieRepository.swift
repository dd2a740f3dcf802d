/// Where the movie catalog comes from. The build reads the JSON cache; tests inject stubs.
public protocol MovieRepository: Sendable {
    /// Every published movie (drafts left out), ordered by id.
    var movies: [Movie] { get }
    func movie(_ id: Movie.ID) -> Movie?
}
