public import Presentation

/// What a kind that reads every item (see `PageKind.readsEveryItem`) is told on a rebuild whose changed items
/// kept their structure: its pages in the previous build, the items that changed, and the previous output's
/// files, so that it can bring its pages up to date rather than make them all again.
public struct PreviousPages: Sendable {
    /// The output paths of the kind's pages in the previous build, in the order it planned them.
    public let paths: [String]
    /// The items whose text or images changed.
    public let changed: [CatalogEntry]
    /// What each of `changed` was at the previous build, when known (see `PreviousVersions`).
    public let previousVersions: [CatalogEntry?]
    private let reader: @Sendable (String) -> [UInt8]?

    init(
        paths: [String], changed: [CatalogEntry], previousVersions: [CatalogEntry?],
        reader: @escaping @Sendable (String) -> [UInt8]?
    ) {
        (self.paths, self.changed, self.reader) = (paths, changed, reader)
        self.previousVersions = previousVersions
    }

    /// The bytes of the previous output's file at `path` (relative to the output folder), when they are still
    /// those the previous build wrote: nil when the file is missing or was changed since.
    public func bytes(at path: String) -> [UInt8]? { reader(path) }
}
