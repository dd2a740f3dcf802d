import Model
import Presentation
import Support
import Views

/// `robots.txt`, naming the sitemap. Crawlers read it only at the root of a host, so a site served
/// below one (`https://example.org/catalog/`) has it for copying there; it is written all the same,
/// as Hugo and Zola do. Only with an absolute base URL; otherwise the build warns once.
struct RobotsPage: PageKind {
    let name = "robots"
    let isInSitemap = false
    var views: [any TemplateView.Type] { [] }

    func pages(in context: PresentationContext) -> [Void] { context.origin == nil ? [] : [()] }

    func route(of page: Void) -> Route { .robots }

    func shown(_ page: Void, at address: PageAddress, in context: PresentationContext, reads: inout some PageReads) -> RobotsItem? {
        RobotsPresentationModel(context: context).shown(reads: &reads)
    }

    func render(_ shown: RobotsItem?, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        guard let shown else { return nil }
        let view = RobotsView()
        RobotsPresentationModel(context: context).present(shown, to: view)
        return view.output
    }

    func notes(in context: PresentationContext) -> [Diagnostic] {
        AbsoluteBaseURLNote.notes(in: context)
    }
}
