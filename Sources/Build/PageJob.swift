import Model
import Presentation

/// One page the build writes. The planner lists them; the renderer turns each into bytes.
public enum PageJob: Sendable, Hashable {
    case home
    case movieList(page: Int)
    case movie(Movie.ID)
    case genreIndex
    case genre(name: String, page: Int)
    case notFound

    /// Every kind of page, for checks that the pipeline can build each one.
    public enum Kind: String, Sendable, CaseIterable {
        case home, movieList, movie, genreIndex, genre, notFound
    }

    public var kind: Kind {
        switch self {
        case .home: return .home
        case .movieList: return .movieList
        case .movie: return .movie
        case .genreIndex: return .genreIndex
        case .genre: return .genre
        case .notFound: return .notFound
        }
    }
}
