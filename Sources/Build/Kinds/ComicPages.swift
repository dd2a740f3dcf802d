import Model
import Presentation
import Views

/// A page per comic, with first, previous, next and latest links.
struct ComicPages: CarryingPageKind {
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

    /// A comic's page shows the comic and the numbers of the first, previous, next and latest: after a structural change
    /// it is carried over while the comic keeps its files, and no comic came or went (every comic has the page it had).
    func carried(_ comics: [Comic], in context: PresentationContext, from previous: StructuralCarry) -> [PlannedPage?] {
        let paths = comics.map { context.router.outputPath(route(of: $0)) }
        guard previous.hasThePagesItHad(at: paths) else { return [] }
        return paths.map(previous.carryUnchanged(at:))
    }
}
