import ItemCache
import Model

/// The loaded movies, with the casts of those restored from the item cache read when a page asks.
struct CastRestoringMovieRepository: MovieRepository {
    let loaded: any MovieRepository
    let casts: StoredCasts

    var movies: [Movie] { loaded.movies }

    func movie(_ id: Movie.ID) -> Movie? {
        loaded.movie(id)
    }

    func cast(of movie: Movie) -> [Movie.CastMember] {
        casts.cast(of: movie.id) ?? loaded.cast(of: movie)
    }
}
