import Synchronization

/// Catches a PresentationModel that reads the catalog while it presents a declared page. Everything a
/// page shows must come out of its declaration (see `PageReads`); a read past it would be an input the
/// page's digest does not cover, and an incremental build would keep a stale page.
public final class CatalogReadGuard: Sendable {
    private let reads = Mutex<[String]>([])

    public init() {}

    /// What was read past the declaration, in order: `movies`, `taxonomies`.
    public var violations: [String] {
        reads.withLock { $0 }
    }

    func record(_ part: String) {
        reads.withLock { $0.append(part) }
    }
}
