public import Support

/// An item a cache folder holds: it knows its file, and takes what the folder finds beside it.
public protocol CacheFolderItem: Sendable {
    /// Whether `stem` is its cache file's name without the extension (`550` for `550.json`): a restored item must match
    /// it. Told without making that name where it can (see `String.isDecimal`).
    func hasFileStem(_ stem: String) -> Bool
    /// Sets the owner's notes and the local image found beside its file.
    mutating func attach(notes: OwnerNotes?, localImage: String?)
    /// Sets the local image found beside its file, and leaves its notes as they are: a restored item's, attached by its
    /// store, perhaps not yet made.
    mutating func attach(localImage: String?)
    /// The digest of the files it was loaded from (see `ItemFilesDigest`); nil for one made otherwise.
    var filesDigest: ContentHash.Digest? { get set }
}

extension Movie: CacheFolderItem {
    public func hasFileStem(_ stem: String) -> Bool { stem.isDecimal(id.rawValue) }
}

extension Book: CacheFolderItem {
    public func hasFileStem(_ stem: String) -> Bool { stem == id.rawValue }
}

extension Comic: CacheFolderItem {
    public func hasFileStem(_ stem: String) -> Bool { stem.isDecimal(id.rawValue) }
}
