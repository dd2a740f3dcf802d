import Model

/// One genre's movies, paginated like the movie list.
public struct GenrePresentationModel: Sendable {
    public let context: PresentationContext
    private let paginator: Paginator

    public init(context: PresentationContext) {
        self.context = context
        self.paginator = Paginator(pageSize: context.config.pageSize)
    }

    public func pageCount(genre: MovieCatalog.GenreGroup) -> Int {
        paginator.pageCount(itemCount: genre.movies.count)
    }

    public func present(genre: MovieCatalog.GenreGroup, page: Int, to input: CardListInput) {
        let formatter = MovieFormatter(context: context)
        let title = page > 1 ? "\(genre.name), page \(page)" : genre.name
        input.display(CardListItem(
            chrome: context.chrome(title: title, route: .genre(name: genre.name, page: page)),
            heading: genre.name,
            countText: context.count(genre.movies.count, "movie", "movies"),
            cards: paginator.slice(genre.movies, page: page).map(formatter.card),
            pagination: paginator.pagination(page: page, itemCount: genre.movies.count) {
                context.router.url(.genre(name: genre.name, page: $0))
            }
        ))
    }
}
