import Model

/// The paginated list of all books, newest purchase first.
public struct BookListPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    public var pageCount: Int { CardListPage(context: context).paginator.pageCount(itemCount: context.books.byPurchase.count) }

    public func present(page: Int, to input: CardListInput) {
        let list = CardListPage(context: context)
        let formatter = BookFormatter(context: context)
        input.display(list.item(heading: "Books", items: context.books.byPurchase, page: page, noun: ("book", "books"),
                                route: { .bookList(page: $0) }, related: list.indexLink(.authors) + list.indexLink(.categories)) {
            formatter.card($0)
        })
    }
}
