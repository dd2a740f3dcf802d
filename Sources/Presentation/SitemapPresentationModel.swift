import Model
import Support

/// `sitemap.xml` and, past the limit of one file, its parts: the absolute address of every page that a
/// search engine should find. Each location is noted as it is printed, so a sitemap is rendered again
/// exactly when an address on it changes (a new item, a retitled one), never for an edit that leaves
/// every address as it was (the owner's notes). No `<lastmod>`: the catalog knows when a work was
/// released or watched, not when its page last changed, and a wrong date is worse than none to a crawler.
public struct SitemapPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// The absolute URLs of `routes`, on all cores (a large catalog has tens of thousands of pages);
    /// empty when the base URL is only a path.
    public func locations(of routes: [Route]) -> [String] {
        guard context.origin != nil else { return [] }
        let context = context
        return routes.concurrentMap { context.absoluteURL($0) ?? "" }
    }

    /// Declares a sitemap of `locations` (pages, or the parts an index lists), noting each.
    public func shown(isIndex: Bool, locations: [String], reads: inout some PageReads) -> SitemapItem {
        reads.note(isIndex ? "index" : "urlset")
        reads.note(locations.count)
        for location in locations { reads.note(location) }
        return SitemapItem(isIndex: isIndex, locations: locations)
    }

    /// Presents the declared file.
    public func present(_ item: SitemapItem, to input: any SitemapInput) {
        input.display(item)
    }
}
