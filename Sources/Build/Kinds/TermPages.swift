import Model
import Presentation
import Views

/// Every page of every term's card list (a genre, a person, an author, a year, a tag...).
struct TermPages: PageKind {
    struct Page: Sendable {
        let term: Term
        let number: Int
    }

    let name = "term"
    var views: [any TemplateView.Type] { [CardListView.self] }

    func pages(in context: PresentationContext) -> [Page] {
        let model = TermPresentationModel(context: context)
        return Taxonomy.allCases.flatMap { taxonomy in
            context.taxonomies.terms(taxonomy).flatMap { term in
                (1...model.pageCount(term: term)).map { Page(term: term, number: $0) }
            }
        }
    }

    func route(of page: Page) -> Route { .term(page.term.taxonomy, name: page.term.name, page: page.number) }

    func shown(
        _ page: Page, at address: PageAddress, in context: PresentationContext,
        reads: inout some PageReads
    ) -> TermPresentationModel.Shown {
        TermPresentationModel(context: context).shown(term: page.term, page: page.number, at: address, reads: &reads)
    }

    func render(_ shown: TermPresentationModel.Shown, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        guard let view = theme.view(CardListView.self) else { return nil }
        TermPresentationModel(context: context).present(shown, to: view)
        return view.output
    }
}
