import Model
import Presentation

/// One page the build writes. The planner lists them; the renderer turns each into bytes.
public enum PageJob: Sendable, Hashable {
    case home
    case movieList(page: Int)
    case movie(Movie.ID)
    case bookList(page: Int)
    case book(Book.ID)
    case comicArchive
    case comic(Comic.ID)
    case latestComic
    case termIndex(Taxonomy)
    case term(Taxonomy, name: String, page: Int)
    case page(slug: String)
    case notFound

    /// Every kind of page, for checks that the pipeline can build each one.
    public enum Kind: String, Sendable, CaseIterable {
        case home, movieList, movie, bookList, book, comicArchive, comic, latestComic, termIndex, term, page, notFound
    }

    public var kind: Kind {
        switch self {
        case .home: return .home
        case .movieList: return .movieList
        case .movie: return .movie
        case .bookList: return .bookList
        case .book: return .book
        case .comicArchive: return .comicArchive
        case .comic: return .comic
        case .latestComic: return .latestComic
        case .termIndex: return .termIndex
        case .term: return .term
        case .page: return .page
        case .notFound: return .notFound
        }
    }
}
