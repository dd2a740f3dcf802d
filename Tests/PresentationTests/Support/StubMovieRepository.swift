import Model
import Presentation

/// A `MovieRepository` over movies made in code, ordered by id like the real one.
struct StubMovieRepository: MovieRepository {
    let movies: [Movie]

    init(_ movies: [Movie]) {
        self.movies = movies.sorted { $0.id < $1.id }
    }

    func movie(_ id: Movie.ID) -> Movie? {
        movies.first { $0.id == id }
    }
}

/// Builds what every PresentationModel needs from a handful of settings and movies.
func makeContext(
    _ movies: [Movie] = [],
    title: String = "The Silent Shelf",
    baseURL: String = "/",
    language: String = "en",
    dateFormat: String = "d MMMM yyyy",
    pageSize: Int = 24
) -> PresentationContext {
    var config = SiteConfig()
    config.title = title
    config.baseURL = baseURL
    config.language = language
    config.dateFormat = dateFormat
    config.pageSize = pageSize
    return PresentationContext(config: config, movies: StubMovieRepository(movies))
}

/// A date from `YYYY`, `YYYY-MM` or `YYYY-MM-DD`; traps on a typo in a test.
func date(_ text: String) -> PartialDate {
    guard let date = PartialDate(parsing: text) else { fatalError("bad test date \(text)") }
    return date
}

/// A movie with just what a test cares about.
func movie(
    _ id: Int, _ title: String, released: String? = nil, genres: [String] = [], watched: String? = nil
) -> Movie {
    Movie(
        id: Movie.ID(id), title: title, releaseDate: released.map(date),
        genres: genres.map { Movie.Genre(name: $0) },
        notes: watched.map { OwnerNotes(dates: ["watched": date($0)]) }
    )
}
