import Model
import Presentation
import Views

/// The paginated list of all books.
struct BookListPages: PageKind {
    let name = "bookList"
    var views: [any TemplateView.Type] { [CardListView.self] }

    func pages(in context: PresentationContext) -> [Int] {
        context.books.byPurchase.isEmpty ? [] : Array(1...BookListPresentationModel(context: context).pageCount)
    }

    func route(of page: Int) -> Route { .bookList(page: page) }

    func shown(
        _ page: Int, at address: PageAddress, in context: PresentationContext,
        reads: inout some PageReads
    ) -> CardListSlice<Book> {
        BookListPresentationModel(context: context).shown(page: page, at: address, reads: &reads)
    }

    func render(_ shown: CardListSlice<Book>, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        guard let view = theme.view(CardListView.self) else { return nil }
        BookListPresentationModel(context: context).present(shown, to: view)
        return view.output
    }
}
