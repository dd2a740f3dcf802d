import Model
import Presentation
import Views

/// A page per comic, with first, previous, next and latest links.
struct ComicPages: PageKind {
    let name = "comic"
    var views: [any TemplateView.Type] { [ComicDetailView.self] }

    func pages(in context: PresentationContext) -> [Comic] { context.comics.byNumber }

    func route(of comic: Comic) -> Route { .comic(comic.id) }

    func shown(
        _ comic: Comic, at address: PageAddress, in context: PresentationContext,
        reads: inout some PageReads
    ) -> ComicDetailPresentationModel.Shown? {
        ComicDetailPresentationModel(context: context).shown(comic, at: address, reads: &reads)
    }

    func render(_ shown: ComicDetailPresentationModel.Shown?, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        guard let shown else { return nil }
        guard let view = theme.view(ComicDetailView.self) else { return nil }
        ComicDetailPresentationModel(context: context).present(shown, to: view)
        return view.output
    }
}
