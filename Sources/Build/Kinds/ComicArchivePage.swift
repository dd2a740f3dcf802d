import Model
import Presentation
import Views

/// All comics by year, when there are comics.
struct ComicArchivePage: PageKind {
    let name = "comicArchive"
    var views: [any TemplateView.Type] { [ComicArchiveView.self] }

    func pages(in context: PresentationContext) -> [Void] { context.comics.byNumber.isEmpty ? [] : [()] }

    func route(of page: Void) -> Route { .comicArchive }

    func shown(
        _ page: Void, at address: PageAddress, in context: PresentationContext,
        reads: inout some PageReads
    ) -> ComicArchivePresentationModel.Shown {
        ComicArchivePresentationModel(context: context).shown(at: address, reads: &reads)
    }

    func render(_ shown: ComicArchivePresentationModel.Shown, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        guard let view = theme.view(ComicArchiveView.self) else { return nil }
        ComicArchivePresentationModel(context: context).present(shown, to: view)
        return view.output
    }
}
