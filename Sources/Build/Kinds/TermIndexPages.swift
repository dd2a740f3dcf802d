import Model
import Presentation
import Views

/// The index of each taxonomy that has terms, listing them with their counts, in pages of 500.
struct TermIndexPages: PageKind {
    let name = "termIndex"
    var views: [any TemplateView.Type] { [TermIndexView.self] }

    struct Page: Sendable {
        let taxonomy: Taxonomy
        let number: Int
    }

    func pages(in context: PresentationContext) -> [Page] {
        let model = TermIndexPresentationModel(context: context)
        return Taxonomy.allCases.filter(context.hasTerms).flatMap { taxonomy in
            (1...model.pageCount(taxonomy)).map { Page(taxonomy: taxonomy, number: $0) }
        }
    }

    func route(of page: Page) -> Route { .termIndex(page.taxonomy, page: page.number) }

    func shown(
        _ page: Page, at address: PageAddress, in context: PresentationContext,
        reads: inout some PageReads
    ) -> TermIndexPresentationModel.Shown {
        TermIndexPresentationModel(context: context).shown(page.taxonomy, page: page.number, at: address, reads: &reads)
    }

    func render(_ shown: TermIndexPresentationModel.Shown, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        guard let view = theme.view(TermIndexView.self) else { return nil }
        TermIndexPresentationModel(context: context).present(shown, to: view)
        return view.output
    }
}
