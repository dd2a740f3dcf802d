import Model

/// Receives a page of cards (the movie and book lists, and every term's page).
public protocol CardListInput: AnyObject {
    func display(_ item: CardListItem)
}

/// The paginated list of all movies, newest release first.
public struct MovieListPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    public var pageCount: Int { CardListPage(context: context).paginator.pageCount(itemCount: context.movies.byRelease.count) }

    /// - Parameter page: 1-based, at most `pageCount`.
    public func present(page: Int, to input: CardListInput) {
        let list = CardListPage(context: context)
        let formatter = MovieFormatter(context: context)
        input.display(list.item(heading: "Movies", items: context.movies.byRelease, page: page, noun: ("movie", "movies"),
                                route: { .movieList(page: $0) }, related: list.indexLink(.genres)) { formatter.card($0) })
    }
}
