import Model
import Presentation
import Support
import Views

/// The Atom feeds of the latest additions: `feed.xml` for the whole site and `movies/feed.xml`,
/// `books/feed.xml`, `comics/feed.xml` for each kind that has items. Only with an absolute base URL;
/// otherwise the build warns once, and no page links a feed.
struct FeedPages: PageKind {
    let name = "feed"
    let isInSitemap = false
    var views: [any TemplateView.Type] { [] }

    func pages(in context: PresentationContext) -> [FeedScope] { context.feedScopes }

    func route(of page: FeedScope) -> Route { .feed(page) }

    func shown(_ page: FeedScope, at address: PageAddress, in context: PresentationContext, reads: inout some PageReads) -> FeedItem? {
        FeedPresentationModel(context: context).shown(page, reads: &reads)
    }

    func render(_ shown: FeedItem?, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        guard let shown else { return nil }
        let view = AtomFeedView()
        FeedPresentationModel(context: context).present(shown, to: view)
        return view.output
    }

    func notes(in context: PresentationContext) -> [Diagnostic] {
        AbsoluteBaseURLNote.notes(in: context)
    }
}
