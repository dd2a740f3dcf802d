import Model
import Presentation
import Views

/// Renders one page: runs its PresentationModel into its template view and returns the bytes.
public struct PageRenderer: Sendable {
    public let context: PresentationContext
    public let theme: Theme

    public init(context: PresentationContext, theme: Theme) {
        self.context = context
        self.theme = theme
    }

    /// The page's HTML; nil only for a movie the catalog does not have.
    public func render(_ job: PageJob) -> [UInt8]? {
        switch job {
        case .home:
            let view = HomeView(template: theme.home)
            HomePresentationModel(context: context).present(to: view)
            return view.output
        case .movieList(let page):
            let view = CardListView(template: theme.cardList)
            MovieListPresentationModel(context: context).present(page: page, to: view)
            return view.output
        case .movie(let id):
            let view = MovieDetailView(template: theme.movieDetail)
            guard MovieDetailPresentationModel(context: context).present(id: id, to: view) else { return nil }
            return view.output
        case .genreIndex:
            let view = TermIndexView(template: theme.genreIndex)
            TermIndexPresentationModel(context: context).present(to: view)
            return view.output
        case .genre(let name, let page):
            guard let genre = context.movies.genre(named: name) else { return nil }
            let view = CardListView(template: theme.cardList)
            TermPresentationModel(context: context).present(genre: genre, page: page, to: view)
            return view.output
        case .notFound:
            let view = NotFoundView(template: theme.notFound)
            NotFoundPresentationModel(context: context).present(to: view)
            return view.output
        }
    }
}
