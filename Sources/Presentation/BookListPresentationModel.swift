import Model

/// The paginated list of all books, newest purchase first.
public struct BookListPresentationModel: Sendable {
    public let context: PresentationContext
    private let paginator: Paginator

    public init(context: PresentationContext) {
        self.context = context
        self.paginator = Paginator(pageSize: context.config.pageSize)
    }

    public var pageCount: Int { paginator.pageCount(itemCount: context.books.byPurchase.count) }

    public func present(page: Int, to input: CardListInput) {
        let books = context.books.byPurchase
        let formatter = BookFormatter(context: context)
        let router = context.router
        var related: [LinkItem] = []
        if !context.taxonomies.terms(.authors).isEmpty { related.append(LinkItem(title: "Authors", url: router.url(.termIndex(.authors)))) }
        if !context.taxonomies.terms(.categories).isEmpty {
            related.append(LinkItem(title: "Categories", url: router.url(.termIndex(.categories))))
        }
        input.display(CardListItem(
            chrome: context.chrome(title: page > 1 ? "Books, page \(page)" : "Books", route: .bookList(page: page)),
            heading: "Books",
            countText: context.count(books.count, "book", "books"),
            cards: paginator.slice(books, page: page).map { formatter.card($0) },
            pagination: paginator.pagination(page: page, itemCount: books.count) { router.url(.bookList(page: $0)) },
            related: related
        ))
    }
}
