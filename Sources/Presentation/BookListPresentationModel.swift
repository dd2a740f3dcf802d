public import Model

/// The paginated list of all books, most recently purchased first.
public struct BookListPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    public var pageCount: Int { CardListPage(context: context).paginator.pageCount(itemCount: context.books.byPurchase.count) }

    /// Declares page `page` at `address`, noting what it shows in `reads`.
    public func shown(page: Int, at address: PageAddress, reads: inout some PageReads) -> CardListSlice<Book> {
        CardListPage(context: context).slice(context.books.byPurchase, page: page, at: address, reads: &reads) { $1.note($0) }
    }

    /// - Parameter page: 1-based, at most `pageCount`.
    public func present(page: Int, to input: any CardListInput) {
        var reads = UnrecordedReads()
        present(shown(page: page, at: context.router.address(.bookList(page: page)), reads: &reads), to: input)
    }

    /// Presents a declared page.
    public func present(_ shown: CardListSlice<Book>, to input: any CardListInput) {
        let list = CardListPage(context: context)
        let formatter = BookFormatter(context: context)
        input.display(
            list.item(
                heading: context.strings[.sectionBooks], slice: shown, noun: .countBooks,
                route: { .bookList(page: $0) }, related: list.indexLink(.authors) + list.indexLink(.categories)
            ) {
                formatter.card($0)
            })
    }
}
