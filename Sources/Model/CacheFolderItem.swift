/// An item a cache folder holds: the decoded-item cache can store it, and it knows its file.
public protocol CacheFolderItem: Sendable, BinaryCodable {
    /// Its cache file's name without the extension (`550` for `550.json`); a restored item must match it.
    var fileStem: String { get }
    /// Sets the owner's notes and the local image found beside its file.
    mutating func attach(notes: OwnerNotes?, localImage: String?)
}
