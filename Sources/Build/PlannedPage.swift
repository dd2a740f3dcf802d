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
    var address: PageAddress? { declaration?.address }
    /// Whether the page was carried over from the previous plan: its digest is the one the output already has.
    var isCarried: Bool { declaration == nil }
    /// For a page carried over from the previous plan: where its line is in that plan's file (`PersistedPlan`).
    var previousLine: Range<Int>? {
        if case .carried(let line) = origin { return line }
        return nil
    }

    private var declaration: Declaration? {
        if case .declared(let declaration) = origin { return declaration }
        return nil
    }

    /// A page is declared by this build, or carried over from the previous plan; one or the other, in one place.
    /// A declaration is held in a box of its own: inline it made every page 256 bytes, carried ones too, and a 50k
    /// edit's plan of 144,000 carried pages 37 MB (104 bytes a page boxed, 15 MB; −57 ms an edit in 26 alternating
    /// rounds), for 6 MB more at a full build's peak, where every page is declared.
    private enum Origin: Sendable {
        indirect case declared(Declaration)
        case carried(line: Range<Int>)
    }

    /// The kind and the page as it told them apart, held as values rather than in a closure: a closure's
    /// context is an allocation a page, and most pages of a rebuild are never rendered.
    private struct Declaration: Sendable {
        let address: PageAddress
        let pageKind: any PageKind
        let page: any Sendable
    }

    /// A page of the previous build's plan that this build did not declare again, whose line there is `line`.
    init(carried outputPath: String, digest: ContentHash.Digest, kind: String, sources: ArraySlice<UInt32>, line: Range<Int>) {
        (self.outputPath, self.digest, self.kind, self.sources, origin) = (outputPath, digest, kind, sources, .carried(line: line))
    }

    private init(address: PageAddress, reads: DigestReads, pageKind: any PageKind, page: any Sendable) {
        (outputPath, digest, kind, sources) = (address.outputPath, reads.hash.digest, pageKind.name, reads.sources[...])
        origin = .declared(Declaration(address: address, pageKind: pageKind, page: page))
    }

    /// Every page of `kind`, addressed by `router` and digested by `digests`.
    static func plan<Kind: PageKind>(_ kind: Kind, context: PresentationContext, digests: PageDigests) -> [PlannedPage] {
        let declarer = Declarer(kind, context: context, digests: digests)
        return Array(0..<declarer.count).concurrentMap(declarer.declare)
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
            let pages = updated ?? kind.pages(in: context)
            let carried = previous?.carried(pages, of: kind) ?? []
            (self.kind, count, isUpdated) = (kind.name, pages.count, updated != nil)
            carriedCount = carried.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
            declare = { index in
                (index < carried.count ? carried[index] : nil)
                    ?? PlannedPage.declare(pages[index], of: kind, context: context, digests: digests)
            }
        }
    }

    /// `page` of `kind`, declared: its address, and its digest and sources from what its kind notes it shows.
    static func declare<Kind: PageKind>(
        _ page: Kind.Page, of kind: Kind, context: PresentationContext, digests: PageDigests
    ) -> PlannedPage {
        let address = context.router.address(kind.route(of: page))
        var reads = digests.reads(for: address.outputPath)
        _ = kind.shown(page, at: address, in: context, reads: &reads)
        return PlannedPage(address: address, reads: reads, pageKind: kind, page: page)
    }

    /// The page's bytes, or why it has none.
    func render(context: PresentationContext, theme: Theme) -> Result<[UInt8], Diagnostic> {
        guard let declaration else {
            return .failure(.error(outputPath, "internal: the \(kind) page was kept from the previous plan but has to be rendered"))
        }
        return Self.render(declaration.page, of: declaration.pageKind, at: declaration.address, context: context, theme: theme)
    }

    private static func render<Kind: PageKind>(
        _ page: any Sendable, of kind: Kind, at address: PageAddress,
        context: PresentationContext, theme: Theme
    ) -> Result<[UInt8], Diagnostic> {
        guard let page = page as? Kind.Page else {
            return .failure(.error(address.outputPath, "internal: the \(kind.name) page was planned by another kind"))
        }
        var unrecorded = UnrecordedReads()
        let shown = kind.shown(page, at: address, in: context, reads: &unrecorded)
        let readGuard = CatalogReadGuard()
        let bytes = kind.render(shown, in: context.guarded(by: readGuard), theme: theme)
        if let read = readGuard.violations.first {
            return .failure(
                .error(
                    address.outputPath,
                    "internal: the \(kind.name) page read \(read) while it rendered; "
                        + "everything a page shows must come from what its kind declares in shown(_:at:in:reads:)"))
        }
        guard let bytes else { return .failure(.error(address.outputPath, "internal: nothing to render")) }
        return .success(bytes)
    }
}
