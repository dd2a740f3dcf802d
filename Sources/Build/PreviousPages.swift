public import Presentation

/// What a kind that reads every item (see `PageKind.readsEveryItem`) is told on a rebuild: its pages in the
/// previous build, the items that changed, came and went, and the previous output's files, so that it can bring
/// its pages up to date rather than make them all again.
public struct PreviousPages: Sendable {
    /// The output paths of the kind's pages in the previous build, in the order it planned them.
    public let paths: [String]
    /// The items whose files changed: in text or images only, unless `isStructural`.
    public let changed: [CatalogEntry]
    /// What each of `changed` was at the previous build, when known (see `PreviousVersions`).
    public let previousVersions: [CatalogEntry?]
    /// The items the previous build did not have.
    public let added: [CatalogEntry]
    /// The items the previous build had and this one has not, as the previous build decoded them.
    public let removed: [CatalogEntry]
    /// Whether the change is structural: items came or went, or a changed item's ordering keys, terms or counts
    /// changed (see `StructuralComparable`).
    public let isStructural: Bool
    private let reader: @Sendable (String) -> [UInt8]?

    /// The pages after a change of text or images.
    init(
        paths: [String], changed: [CatalogEntry], previousVersions: [CatalogEntry?], reader: @escaping @Sendable (String) -> [UInt8]?
    ) {
        (self.paths, self.changed, self.previousVersions, self.reader) = (paths, changed, previousVersions, reader)
        (added, removed, isStructural) = ([], [], false)
    }

    /// The pages after a structural change.
    init(
        paths: [String], changed: [CatalogEntry], added: [CatalogEntry], removed: [CatalogEntry],
        reader: @escaping @Sendable (String) -> [UInt8]?
    ) {
        (self.paths, self.changed, self.added, self.removed, self.reader) = (paths, changed, added, removed, reader)
        (previousVersions, isStructural) = (changed.map { _ in nil }, true)
    }

    /// The bytes of the previous output's file at `path` (relative to the output folder), when they are still
    /// those the previous build wrote: nil when the file is missing or was changed since.
    public func bytes(at path: String) -> [UInt8]? { reader(path) }
}
