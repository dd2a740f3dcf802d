import Model
import Presentation
import Views

/// A page per book.
struct BookPages: CarryingPageKind {
    let name = "book"
    var views: [any TemplateView.Type] { [BookDetailView.self] }

    func pages(in context: PresentationContext) -> [Book] { context.books.byPurchase }

    func route(of book: Book) -> Route { .book(book.id, title: book.title) }

    func shown(
        _ book: Book, at address: PageAddress, in context: PresentationContext,
        reads: inout some PageReads
    ) -> BookDetailPresentationModel.Shown {
        BookDetailPresentationModel(context: context).shown(book, at: address, reads: &reads)
    }

    func render(_ shown: BookDetailPresentationModel.Shown, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        guard let view = theme.view(BookDetailView.self) else { return nil }
        BookDetailPresentationModel(context: context).present(shown, to: view)
        return view.output
    }

    /// A book's page shows the book alone: after a structural change it is carried over while the book keeps its files
    /// and its address.
    func carried(_ books: [Book], in context: PresentationContext, from previous: StructuralCarry) -> [PlannedPage?] {
        let places = previous.placesOfUnchangedItemPages()
        return books.map { previous.carryUnchanged(pageOf: .book($0), places: places) }
    }
}
