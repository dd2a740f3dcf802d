import Model
public import Presentation
public import Support
public import Views

/// One kind of page, defined in one place: which pages of the kind the site has, where each goes (the
/// `Router` makes the address), what each shows, and how it renders (its PresentationModel and view).
/// The pipeline plans, digests and renders every kind through this protocol and never switches over kinds;
/// adding a kind is a new conforming type in `PageKinds.standard` (see docs/ARCHITECTURE.md).
public protocol PageKind: Sendable {
    /// What tells one page of the kind from another: an item, a page number, a term and a page number.
    associatedtype Page: Sendable
    /// What a page shows, as its PresentationModel declares it.
    associatedtype Shown

    /// The name reports count pages by: `movie`, `movieList`.
    var name: String { get }
    /// The views the kind renders through: the theme compiles their templates.
    var views: [any TemplateView.Type] { get }
    /// Every page of the kind that the site has.
    func pages(in context: PresentationContext) -> [Page]
    /// The pages at `offsets` (ascending) among `pages(in:)`, those past its end left out, and how many that has: for a
    /// rebuild that declares again the few pages showing a changed item, which a kind of many pages can find without
    /// making the others.
    func pages(at offsets: [Int], in context: PresentationContext) -> (pages: [Page], count: Int)
    /// Where `page` goes.
    func route(of page: Page) -> Route
    /// What `page` shows, each part noted in `reads`. The page's digest covers exactly what is noted, and
    /// `render` presents exactly what is returned: the one declaration serves both.
    func shown(_ page: Page, at address: PageAddress, in context: PresentationContext, reads: inout some PageReads) -> Shown
    /// The page's bytes, presented from `shown`. `context` reports every catalog read to the build, which
    /// refuses the page: a read here would be an input the page's digest misses.
    func render(_ shown: Shown, in context: PresentationContext, theme: Theme) -> [UInt8]?
    /// Whether the sitemap lists the kind's pages: true for pages a search engine should find, false for
    /// the 404 page, redirects and files that are not pages (the sitemap itself, feeds).
    var isInSitemap: Bool { get }
    /// The addresses the sitemap lists for the kind: all its pages, unless the kind knows a cheaper answer or
    /// has files that are not pages.
    func sitemapRoutes(in context: PresentationContext) -> [Route]
    /// What the kind has to say about the site as a whole, once a build: a warning when it leaves all its
    /// pages out. The build reports equal notes of several kinds once.
    func notes(in context: PresentationContext) -> [Diagnostic]
    /// Whether the kind's pages are made from the text of every item (a search index), so that any changed
    /// item may change them all: a rebuild then plans them again, instead of only those that show the item.
    var readsEveryItem: Bool { get }
    /// For a kind that reads every item: its pages once the items `previous` names changed, came or went (see
    /// `PreviousPages.isStructural`), brought up to date from its previous pages; nil when it cannot, and then
    /// every page of the kind is planned again.
    func pages(in context: PresentationContext, updating previous: PreviousPages) -> [Page]?
}

extension PageKind {
    /// Most kinds are pages that a search engine should find.
    public var isInSitemap: Bool { true }

    /// Picked from every page, for kinds whose pages are cheap to make.
    public func pages(at offsets: [Int], in context: PresentationContext) -> (pages: [Page], count: Int) {
        let all = pages(in: context)
        return (offsets.filter { $0 < all.count }.map { all[$0] }, all.count)
    }

    public func sitemapRoutes(in context: PresentationContext) -> [Route] {
        pages(in: context).map(route(of:))
    }

    /// Most kinds have nothing to say beyond their pages.
    public func notes(in context: PresentationContext) -> [Diagnostic] { [] }

    /// Most kinds show items where they note them.
    public var readsEveryItem: Bool { false }

    /// Most kinds have no pages to update: those that show a changed item are declared again.
    public func pages(in context: PresentationContext, updating previous: PreviousPages) -> [Page]? { nil }
}
