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

    /// The page's HTML; nil only for an item the catalog does not have.
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
            return MovieDetailPresentationModel(context: context).present(id: id, to: view) ? view.output : nil
        case .bookList(let page):
            let view = CardListView(template: theme.cardList)
            BookListPresentationModel(context: context).present(page: page, to: view)
            return view.output
        case .book(let id):
            let view = BookDetailView(template: theme.bookDetail)
            return BookDetailPresentationModel(context: context).present(id: id, to: view) ? view.output : nil
        case .comicArchive:
            let view = ComicArchiveView(template: theme.comicArchive)
            ComicArchivePresentationModel(context: context).present(to: view)
            return view.output
        case .comic(let id):
            let view = ComicDetailView(template: theme.comicDetail)
            return ComicDetailPresentationModel(context: context).present(id: id, to: view) ? view.output : nil
        case .latestComic:
            let view = RedirectView(template: theme.redirect)
            return LatestComicPresentationModel(context: context).present(to: view) ? view.output : nil
        case .termIndex(let taxonomy):
            let view = TermIndexView(template: theme.termIndex)
            TermIndexPresentationModel(context: context).present(taxonomy, to: view)
            return view.output
        case .term(let taxonomy, let name, let page):
            guard let term = context.taxonomies.term(taxonomy, named: name) else { return nil }
            let view = CardListView(template: theme.cardList)
            TermPresentationModel(context: context).present(term: term, page: page, to: view)
            return view.output
        case .page(let slug):
            let view = FreePageView(template: theme.freePage)
            return FreePagePresentationModel(context: context).present(slug: slug, to: view) ? view.output : nil
        case .notFound:
            let view = NotFoundView(template: theme.notFound)
            NotFoundPresentationModel(context: context).present(to: view)
            return view.output
        }
    }
}
