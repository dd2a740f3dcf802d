import Model
import Presentation
import Views

/// The home page: counts and the latest additions.
struct HomePage: PageKind {
    let name = "home"
    var views: [any TemplateView.Type] { [HomeView.self] }

    func pages(in context: PresentationContext) -> [Void] { [()] }

    func route(of page: Void) -> Route { .home }

    func shown(
        _ page: Void, at address: PageAddress, in context: PresentationContext,
        reads: inout some PageReads
    ) -> HomePresentationModel.Shown {
        HomePresentationModel(context: context).shown(at: address, reads: &reads)
    }

    func render(_ shown: HomePresentationModel.Shown, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        guard let view = theme.view(HomeView.self) else { return nil }
        HomePresentationModel(context: context).present(shown, to: view)
        return view.output
    }
}
