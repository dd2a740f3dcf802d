import Presentation
import Support
import Views

/// Pages of one kind that a build declares, held once for all of them: a declared page (`PlannedPage`) keeps its place
/// among them, and its address and bytes are made from them when it renders. Each page holding its own kind, page and
/// address took a box of 184 bytes a page, and an existential box for most pages as well: a 50k full build's heap at
/// its peak was 26 MB larger (363 against 337 MB, heaptrack).
protocol DeclaredPages: AnyObject, Sendable {
    /// The kind's name.
    var kindName: String { get }
    /// Where the page at `index` goes.
    func address(at index: Int) -> PageAddress
    /// The bytes of the page at `index`, or why it has none.
    func render(at index: Int, context: PresentationContext, theme: Theme) -> Result<[UInt8], Diagnostic>
}

/// A kind's pages, as it told them.
final class KindPages<Kind: PageKind>: DeclaredPages {
    let kind: Kind
    let pages: [Kind.Page]
    private let router: Router

    init(_ kind: Kind, pages: [Kind.Page], router: Router) {
        (self.kind, self.pages, self.router) = (kind, pages, router)
    }

    var kindName: String { kind.name }

    func address(at index: Int) -> PageAddress {
        router.address(kind.route(of: pages[index]))
    }

    func render(at index: Int, context: PresentationContext, theme: Theme) -> Result<[UInt8], Diagnostic> {
        let address = address(at: index)
        var unrecorded = UnrecordedReads()
        let shown = kind.shown(pages[index], at: address, in: context, reads: &unrecorded)
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
