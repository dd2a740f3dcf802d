public import Model

/// The paginated list of all movies, newest release first.
public struct MovieListPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    public var pageCount: Int { CardListPage(context: context).paginator.pageCount(itemCount: context.movies.byRelease.count) }

    /// Declares page `page` at `address`, noting what it shows in `reads`.
    public func shown(page: Int, at address: PageAddress, reads: inout some PageReads) -> CardListSlice<Movie> {
        CardListPage(context: context).slice(context.movies.byRelease, page: page, at: address, reads: &reads) { $1.note($0) }
    }

    /// - Parameter page: 1-based, at most `pageCount`.
    public func present(page: Int, to input: any CardListInput) {
        var reads = UnrecordedReads()
        present(shown(page: page, at: context.router.address(.movieList(page: page)), reads: &reads), to: input)
    }

    /// Presents a declared page.
    public func present(_ shown: CardListSlice<Movie>, to input: any CardListInput) {
        let list = CardListPage(context: context)
        let formatter = MovieFormatter(context: context)
        input.display(
            list.item(
                heading: context.strings[.sectionMovies], slice: shown, noun: .countMovies,
                route: { .movieList(page: $0) }, related: list.indexLink(.genres) + list.indexLink(.people)
            ) { formatter.card($0) })
    }
}
