import Model
import Presentation
import Views

/// The paginated list of all movies.
struct MovieListPages: PageKind {
    let name = "movieList"
    var views: [any TemplateView.Type] { [CardListView.self] }

    func pages(in context: PresentationContext) -> [Int] {
        context.movies.byRelease.isEmpty ? [] : Array(1...MovieListPresentationModel(context: context).pageCount)
    }

    func route(of page: Int) -> Route { .movieList(page: page) }

    func shown(
        _ page: Int, at address: PageAddress, in context: PresentationContext,
        reads: inout some PageReads
    ) -> CardListSlice<Movie> {
        MovieListPresentationModel(context: context).shown(page: page, at: address, reads: &reads)
    }

    func render(_ shown: CardListSlice<Movie>, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        guard let view = theme.view(CardListView.self) else { return nil }
        MovieListPresentationModel(context: context).present(shown, to: view)
        return view.output
    }
}
