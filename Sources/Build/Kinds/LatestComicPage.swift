import Model
import Presentation
import Views

/// A stable address that redirects to the newest comic, when there are comics.
struct LatestComicPage: PageKind {
    let name = "latestComic"
    /// A redirect: the sitemap lists the comic it leads to.
    let isInSitemap = false
    var views: [any TemplateView.Type] { [RedirectView.self] }

    func pages(in context: PresentationContext) -> [Void] { context.comics.byNumber.isEmpty ? [] : [()] }

    func route(of page: Void) -> Route { .latestComic }

    func shown(
        _ page: Void, at address: PageAddress, in context: PresentationContext,
        reads: inout some PageReads
    ) -> LatestComicPresentationModel.Shown? {
        LatestComicPresentationModel(context: context).shown(at: address, reads: &reads)
    }

    func render(_ shown: LatestComicPresentationModel.Shown?, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        guard let shown else { return nil }
        guard let view = theme.view(RedirectView.self) else { return nil }
        LatestComicPresentationModel(context: context).present(shown, to: view)
        return view.output
    }
}
