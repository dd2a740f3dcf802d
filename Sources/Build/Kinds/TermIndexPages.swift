import Model
import Presentation
import Views

/// A page per taxonomy that has terms, listing them with their counts.
struct TermIndexPages: PageKind {
    let name = "termIndex"
    var views: [any TemplateView.Type] { [TermIndexView.self] }

    func pages(in context: PresentationContext) -> [Taxonomy] {
        Taxonomy.allCases.filter(context.hasTerms)
    }

    func route(of taxonomy: Taxonomy) -> Route { .termIndex(taxonomy) }

    func shown(
        _ taxonomy: Taxonomy, at address: PageAddress, in context: PresentationContext,
        reads: inout some PageReads
    ) -> TermIndexPresentationModel.Shown {
        TermIndexPresentationModel(context: context).shown(taxonomy, at: address, reads: &reads)
    }

    func render(_ shown: TermIndexPresentationModel.Shown, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        guard let view = theme.view(TermIndexView.self) else { return nil }
        TermIndexPresentationModel(context: context).present(shown, to: view)
        return view.output
    }
}
