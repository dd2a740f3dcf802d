import Model

/// Receives a page of cards (the movie and book lists, and every term's page).
public protocol CardListInput: AnyObject {
    func display(_ item: CardListItem)
}

/// The paginated list of all movies, newest release first.
public struct MovieListPresentationModel: Sendable {
    public let context: PresentationContext
    private let paginator: Paginator

    public init(context: PresentationContext) {
        self.context = context
        self.paginator = Paginator(pageSize: context.config.pageSize)
    }

    public var pageCount: Int { paginator.pageCount(itemCount: context.movies.byRelease.count) }

    /// - Parameter page: 1-based, at most `pageCount`.
    public func present(page: Int, to input: CardListInput) {
        let movies = context.movies.byRelease
        let formatter = MovieFormatter(context: context)
        input.display(CardListItem(
            chrome: context.chrome(title: page > 1 ? "Movies, page \(page)" : "Movies", route: .movieList(page: page)),
            heading: "Movies",
            countText: context.count(movies.count, "movie", "movies"),
            cards: paginator.slice(movies, page: page).map { formatter.card($0) },
            pagination: paginator.pagination(page: page, itemCount: movies.count) { context.router.url(.movieList(page: $0)) },
            related: context.taxonomies.terms(.genres).isEmpty ? [] : [LinkItem(title: "Genres", url: context.router.url(.termIndex(.genres)))]
        ))
    }
}
