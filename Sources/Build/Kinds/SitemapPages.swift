import Model
import Presentation
import Support
import Views

/// `sitemap.xml`: the absolute address of every page of the kinds it lists that a search engine should
/// find (`isInSitemap`: not the 404 page, not redirects). Past `urlsPerFile` addresses, `sitemap.xml` is a
/// sitemap index of parts `sitemap-1.xml`, `sitemap-2.xml` … of at most that many each, as the sitemaps.org
/// protocol limits one file to 50,000. Only with an absolute base URL; otherwise the build warns once.
///
/// It asks the kinds it lists for their pages and routes, as the planner does: what a page kind has is
/// declared once, in the kind, and the sitemap cannot list a page the site does not have.
struct SitemapPages: PageKind {
    /// One file of the sitemap and the addresses it lists, found once when the site is planned.
    struct File: Sendable {
        /// Nil for `sitemap.xml`, 1… for the parts.
        let part: Int?
        let isIndex: Bool
        let locations: [String]
    }

    let name = "sitemap"
    let isInSitemap = false
    var views: [any TemplateView.Type] { [] }
    /// The kinds whose pages it lists, in the order they are planned.
    let listed: [any PageKind]
    /// At most this many addresses in one file.
    let urlsPerFile: Int

    /// A sitemap of the pages of `kinds` that are in sitemaps, split past `urlsPerFile` (at least 1).
    init(listing kinds: [any PageKind], urlsPerFile: Int) {
        listed = kinds.filter(\.isInSitemap)
        self.urlsPerFile = max(1, urlsPerFile)
    }

    func pages(in context: PresentationContext) -> [File] {
        guard context.origin != nil else { return [] }
        let model = SitemapPresentationModel(context: context)
        let locations = model.locations(of: listed.flatMap { Self.routes(of: $0, in: context) })
        guard locations.count > urlsPerFile else { return [File(part: nil, isIndex: false, locations: locations)] }
        let parts = stride(from: 0, to: locations.count, by: urlsPerFile).enumerated().map { offset, start in
            File(part: offset + 1, isIndex: false, locations: Array(locations[start..<min(start + urlsPerFile, locations.count)]))
        }
        let index = File(part: nil, isIndex: true, locations: model.locations(of: parts.indices.map { .sitemapPart($0 + 1) }))
        return [index] + parts
    }

    func route(of page: File) -> Route {
        page.part.map(Route.sitemapPart) ?? .sitemap
    }

    func shown(_ page: File, at address: PageAddress, in context: PresentationContext, reads: inout some PageReads) -> SitemapItem {
        SitemapPresentationModel(context: context).shown(isIndex: page.isIndex, locations: page.locations, reads: &reads)
    }

    func render(_ shown: SitemapItem, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        let view = SitemapView()
        SitemapPresentationModel(context: context).present(shown, to: view)
        return view.output
    }

    func notes(in context: PresentationContext) -> [Diagnostic] {
        AbsoluteBaseURLNote.notes(in: context)
    }

    private static func routes<Kind: PageKind>(of kind: Kind, in context: PresentationContext) -> [Route] {
        kind.sitemapRoutes(in: context)
    }
}
