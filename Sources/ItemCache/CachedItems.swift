import Model

/// The decoded-item cache as the store of one kind of item: each record an item in its `BinaryCodable`
/// layout, then its notes.
struct CachedItems<Item: BinaryCodable & Sendable>: DecodedItemStore {
    let cache: DecodedItemCache

    func restore(_ key: DecodedItemKey) -> (item: Item, notes: OwnerNotes?)? {
        guard var reader = cache.payload(for: key) else { return nil }
        return try? Self.decode(&reader)
    }

    func store(_ item: Item, notes: OwnerNotes?, for key: DecodedItemKey) {
        var writer = BinaryWriter()
        item.encode(to: &writer)
        writer.write(notes)
        cache.store(writer.bytes, for: key)
    }

    /// A whole record: a damaged one (which the checks of `BinaryReader` find) is no record at all.
    private static func decode(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> (item: Item, notes: OwnerNotes?) {
        let item = try Item(from: &reader)
        let notes = try reader.optional(OwnerNotes.self)
        guard reader.isAtEnd else { throw BinaryReader.Malformed() }
        return (item, notes)
    }
}
