import Model

/// An item the build's cache restores only when a page reads it: when the catalog loads, its record's digest is checked
/// (see `SealedPayload`) and only the fields the build reads of every item (its id and image) are read, and its other
/// fields are made from the record the first time one is read. A rebuild after an edit reads a few hundred items of a
/// catalog of fifty thousand (608 movies of 25,000 at 50k items), and making every item's strings was most of its load.
protocol LazilyRestored: BinaryCodable {
    /// The owner's notes, which a record keeps after the item (see `CachedItemStore`).
    var notes: OwnerNotes? { get set }

    /// The item stored at the reader's position, left unmade but for its id and image; the reader is left after them.
    /// Its notes, at `notes`, are made with its other fields.
    static func unmade(_ reader: inout BinaryReader, notes: BinaryReader) throws(BinaryReader.Malformed) -> Self
}

extension LazilyRestored {
    /// The item stored at `start` with the notes at `notes`, made when an unmade one is first read. Its record's digest
    /// was checked when it was found, or its file was known to be as its build wrote it, in a mapped file never written
    /// in place: this cannot fail, and were it ever to, the caller's placeholder (a page without the item's text) beats
    /// a crash.
    static func restored(from start: BinaryReader, notes: BinaryReader) -> Self? {
        var reader = start
        guard let item = try? Self(from: &reader) else { return nil }
        return withNotes(item, from: notes)
    }

    /// `item` with the notes at `notes`; nil when they cannot be read.
    static func withNotes(_ item: Self, from notes: BinaryReader) -> Self? {
        var reader = notes
        let read: OwnerNotes?
        do throws(BinaryReader.Malformed) {
            read = try reader.optional(OwnerNotes.self)
        } catch {
            return nil
        }
        guard let read else { return item }
        var item = item
        item.notes = read
        return item
    }
}
