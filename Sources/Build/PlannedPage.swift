import Model
import Presentation
import Support
import Views

/// A page the site has, where it goes, the digest of what it shows and the items it shows; it renders itself
/// from the same declaration its digest was made from. A page carried over from the previous build's plan
/// has no declaration: its digest is the one the output already has, so it is never rendered.
struct PlannedPage: Sendable {
    /// Relative to the output folder: `movies/550-fight-club/index.html`.
    let outputPath: String
    let digest: ContentHash.Digest
    /// The name of the page's kind.
    let kind: String
    /// The places in `PageDigests.items` of the items the page shows (see `DigestReads.sources`).
    let sources: ArraySlice<UInt32>
    private let origin: Origin

    /// Where the page goes; nil for a page carried over from the previous plan.
    var address: PageAddress? {
        if case .declared(let pages, let index) = origin { return pages.address(at: index) }
        return nil
    }
    /// Whether the page was carried over from the previous plan: its digest is the one the output already has.
    var isCarried: Bool {
        if case .carried = origin { return true }
        return false
    }
    /// For a page carried over from the previous plan: where its line is in that plan's file (`PersistedPlan`).
    var previousLine: Range<Int>? {
        if case .carried(let line) = origin { return line }
        return nil
    }

    /// A page is declared by this build, as its place among its kind's pages (see `DeclaredPages`), or carried over
    /// from the previous plan; one or the other, in one place. Either fits in the page: a declaration boxed on its own
    /// made a page of a 50k full build 184 bytes larger, and inline it made every page 256 bytes, carried ones too.
    private enum Origin: Sendable {
        case declared(any DeclaredPages, index: Int)
        case carried(line: Range<Int>)
    }

    /// A page of the previous build's plan that this build did not declare again, whose line there is `line`.
    init(carried outputPath: String, digest: ContentHash.Digest, kind: String, sources: ArraySlice<UInt32>, line: Range<Int>) {
        (self.outputPath, self.digest, self.kind, self.sources, origin) = (outputPath, digest, kind, sources, .carried(line: line))
    }

    private init(address: PageAddress, reads: DigestReads, pages: any DeclaredPages, index: Int) {
        (outputPath, digest, kind, sources) = (address.outputPath, reads.hash.digest, pages.kindName, reads.sources[...])
        origin = .declared(pages, index: index)
    }

    /// Every page of `kind`, addressed by `router` and digested by `digests`.
    static func plan<Kind: PageKind>(_ kind: Kind, context: PresentationContext, digests: PageDigests) -> [PlannedPage] {
        declareAll(KindPages(kind, pages: kind.pages(in: context), router: context.router), context: context, digests: digests)
    }

    /// Every page of `pages`, declared on all cores.
    static func declareAll<Kind: PageKind>(
        _ pages: KindPages<Kind>, context: PresentationContext, digests: PageDigests
    ) -> [PlannedPage] {
        Array(pages.pages.indices).concurrentMap { declare($0, of: pages, context: context, digests: digests) }
    }

    /// A kind's pages, told once, each declared when asked for by its place among them: a full plan declares
    /// every kind's pages this way into one array.
    struct Declarer: Sendable {
        let kind: String
        let count: Int
        /// Whether the pages were brought up to date from the previous plan's.
        let isUpdated: Bool
        /// How many of the pages are carried over from the previous plan rather than declared.
        let carriedCount: Int
        let declare: @Sendable (Int) -> PlannedPage

        /// - Parameter previous: the plan of the previous build, from which a kind that reads every item may bring its
        ///   pages up to date (see `IncrementalPlan.restructuredPages`).
        init<Kind: PageKind>(_ kind: Kind, context: PresentationContext, digests: PageDigests, updating previous: IncrementalPlan? = nil) {
            let updated = previous?.restructuredPages(kind)
            let pages = KindPages(kind, pages: updated ?? kind.pages(in: context), router: context.router)
            let carried = previous?.carried(pages.pages, of: kind) ?? []
            (self.kind, count, isUpdated) = (kind.name, pages.pages.count, updated != nil)
            carriedCount = carried.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
            declare = { index in
                (index < carried.count ? carried[index] : nil) ?? PlannedPage.declare(index, of: pages, context: context, digests: digests)
            }
        }
    }

    /// The page at `index` of `pages`, declared: its address, and its digest and sources from what its kind notes it
    /// shows.
    static func declare<Kind: PageKind>(
        _ index: Int, of pages: KindPages<Kind>, context: PresentationContext, digests: PageDigests
    ) -> PlannedPage {
        let address = pages.address(at: index)
        var reads = digests.reads(for: address.outputPath)
        _ = pages.kind.shown(pages.pages[index], at: address, in: context, reads: &reads)
        return PlannedPage(address: address, reads: reads, pages: pages, index: index)
    }

    /// The page's bytes, or why it has none.
    func render(context: PresentationContext, theme: Theme) -> Result<[UInt8], Diagnostic> {
        guard case .declared(let pages, let index) = origin else {
            return .failure(.error(outputPath, "internal: the \(kind) page was kept from the previous plan but has to be rendered"))
        }
        return pages.render(at: index, context: context, theme: theme)
    }
}
