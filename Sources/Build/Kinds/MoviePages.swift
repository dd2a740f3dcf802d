import Model
import Presentation
import Support
import Views

/// A page per movie.
struct MoviePages: CarryingPageKind {
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

    /// A movie's page shows the movie, the catalog's own pages of its recommendations, and its people's addresses: after
    /// a structural change it is carried over while the movie and the recommended movies it showed keep their files
    /// and addresses, none of the movies that came is one it recommends, and every person keeps their address.
    func carried(_ movies: [Movie], in context: PresentationContext, from previous: StructuralCarry) -> [PlannedPage?] {
        guard previous.everyPersonKeptTheirAddress else { return [] }
        // Sorted and searched rather than hashed: the few movies that came, against every movie's dozen recommendations.
        let added = previous.added.compactMap { entry -> Movie.ID? in
            if case .movie(let movie) = entry { return movie.id }
            return nil
        }.sorted()
        let places = previous.placesOfUnchangedItemPages()
        return movies.map { movie in
            // By id alone, in place: made whole, every movie's recommendations were 2% of a 50k add (Callgrind).
            !added.isEmpty && movie.recommends(where: { id in added.sortedPlace(of: id).found })
                ? nil : previous.carryUnchanged(pageOf: .movie(movie), places: places)
        }
    }
}
