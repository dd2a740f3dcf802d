import Model
import Presentation
import Views

/// A page per movie.
struct MoviePages: PageKind {
    let name = "movie"
    var views: [any TemplateView.Type] { [MovieDetailView.self] }

    func pages(in context: PresentationContext) -> [Movie] { context.movies.byRelease }

    func route(of movie: Movie) -> Route { .movie(movie.id, title: movie.title) }

    func shown(
        _ movie: Movie, at address: PageAddress, in context: PresentationContext,
        reads: inout some PageReads
    ) -> MovieDetailPresentationModel.Shown {
        MovieDetailPresentationModel(context: context).shown(movie, at: address, reads: &reads)
    }

    func render(_ shown: MovieDetailPresentationModel.Shown, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        guard let view = theme.view(MovieDetailView.self) else { return nil }
        MovieDetailPresentationModel(context: context).present(shown, to: view)
        return view.output
    }
}
