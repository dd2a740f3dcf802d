import Model
import Presentation
import Support
import Views

/// A page the site has, where it goes, and the digest of what it shows; it renders itself from the same
/// declaration its digest was made from.
struct PlannedPage: Sendable {
    let address: PageAddress
    let digest: String
    /// The kind and the page as it told them apart, held as values rather than in a closure: a closure's
    /// context is an allocation a page, and most pages of a rebuild are never rendered.
    private let pageKind: any PageKind
    private let page: any Sendable

    /// The name of the page's kind.
    var kind: String { pageKind.name }

    /// Every page of `kind`, addressed by `router` and digested by `digests`.
    static func plan<Kind: PageKind>(_ kind: Kind, context: PresentationContext, digests: PageDigests) -> [PlannedPage] {
        kind.pages(in: context).concurrentMap { page in
            let address = context.router.address(kind.route(of: page))
            var reads = digests.reads(for: address.outputPath)
            _ = kind.shown(page, at: address, in: context, reads: &reads)
            return PlannedPage(address: address, digest: reads.hex, pageKind: kind, page: page)
        }
    }

    /// The page's bytes, or why it has none.
    func render(context: PresentationContext, theme: Theme) -> Result<[UInt8], Diagnostic> {
        Self.render(page, of: pageKind, at: address, context: context, theme: theme)
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
