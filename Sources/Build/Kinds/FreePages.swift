import Model
import Presentation
import Views

/// The owner's free pages (about, colophon).
struct FreePages: PageKind {
    let name = "page"
    var views: [any TemplateView.Type] { [FreePageView.self] }

    func pages(in context: PresentationContext) -> [FreePage] { context.pages }

    func route(of page: FreePage) -> Route { .page(page.slug) }

    /// Free pages are part of every page's digest (the navigation): nothing of their own to declare.
    func shown(
        _ page: FreePage, at address: PageAddress, in context: PresentationContext,
        reads: inout some PageReads
    ) -> (FreePage, PageAddress) {
        (page, address)
    }

    func render(_ shown: (FreePage, PageAddress), in context: PresentationContext, theme: Theme) -> [UInt8]? {
        guard let view = theme.view(FreePageView.self) else { return nil }
        FreePagePresentationModel(context: context).present(shown.0, at: shown.1, to: view)
        return view.output
    }
}
