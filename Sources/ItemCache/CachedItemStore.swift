import Model

/// The decoded-item cache as the store of one kind of item: each record an item in its `BinaryCodable`
/// layout, then its notes. One small type per kind rather than one generic type: a generic type's
/// conformance is called unspecialised through the store's existential, which cost every restore a
/// look-up of type metadata.
protocol CachedItemStore: DecodedItemStore where Item: BinaryCodable {
    var cache: DecodedItemCache { get }
}

extension CachedItemStore {
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

struct CachedMovies: CachedItemStore {
    typealias Item = Movie
    let cache: DecodedItemCache

    /// A movie without its cast, which stays in the mapped file (see `StoredCasts`).
    func restore(_ key: DecodedItemKey) -> (item: Movie, notes: OwnerNotes?)? {
        guard var reader = cache.payload(for: key) else { return nil }
        do throws(BinaryReader.Malformed) {
            var cast: BinaryReader?
            let movie = try Movie.restore(from: &reader, cast: &cast)
            let notes = try reader.optional(OwnerNotes.self)
            guard reader.isAtEnd, let cast else { return nil }
            cache.casts.keep(cast, for: movie.id)
            return (movie, notes)
        } catch {
            return nil
        }
    }
}

struct CachedBooks: CachedItemStore {
    typealias Item = Book
    let cache: DecodedItemCache
}

struct CachedComics: CachedItemStore {
    typealias Item = Comic
    let cache: DecodedItemCache
}
