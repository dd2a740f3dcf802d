import Model
import Presentation
import Views

/// The 404 page, linking the sections the site has.
struct NotFoundPage: PageKind {
    let name = "notFound"
    /// A page for addresses that do not exist, not one to find.
    let isInSitemap = false
    var views: [any TemplateView.Type] { [NotFoundView.self] }

    func pages(in context: PresentationContext) -> [Void] { [()] }

    func route(of page: Void) -> Route { .notFound }

    /// The sections it links are part of every page's digest: it has nothing of its own to declare.
    func shown(_ page: Void, at address: PageAddress, in context: PresentationContext, reads: inout some PageReads) -> PageAddress {
        address
    }

    func render(_ shown: PageAddress, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        guard let view = theme.view(NotFoundView.self) else { return nil }
        NotFoundPresentationModel(context: context).present(at: shown, to: view)
        return view.output
    }
}
