/// Where the movie catalog comes from. The build reads the JSON cache; tests inject stubs.
public protocol MovieRepository: Sendable {
    /// Every published movie (drafts left out), ordered by id.
    var movies: [Movie] { get }
    func movie(_ id: Movie.ID) -> Movie?
    /// The cast of `movie`: a repository may keep casts aside until a page asks for one.
    func cast(of movie: Movie) -> [Movie.CastMember]
}

extension MovieRepository {
    public func cast(of movie: Movie) -> [Movie.CastMember] {
        movie.cast
    }
}
