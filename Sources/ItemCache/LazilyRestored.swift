import Model

/// An item the build's cache restores only when a page reads it: when the catalog loads, its record's digest is checked
/// (see `SealedPayload`) and only the fields the build reads of every item (its id and image) are read, and its other
/// fields are made from the record the first time one is read. A rebuild after an edit reads a few hundred items of a
/// catalog of fifty thousand (608 movies of 25,000 at 50k items), and making every item's strings was most of its load.
protocol LazilyRestored: BinaryCodable {
    /// The item stored at the reader's position, left unmade but for its id and image; the reader is left after them.
    static func unmade(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> Self
}

extension LazilyRestored {
    /// The item stored at `start`, made when an unmade one is first read. Its record's digest was checked when it was
    /// found, or its file was known to be as its build wrote it, in a mapped file never written in place: this cannot
    /// fail, and were it ever to, the caller's placeholder (a page without the item's text) beats a crash.
    static func restored(from start: BinaryReader) -> Self? {
        var reader = start
        return try? Self(from: &reader)
    }
}
