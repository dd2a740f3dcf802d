import Model
import Support

/// The decoded-item cache as the store of one kind of item: each record an item in its `BinaryCodable`
/// layout, then its notes, then its warnings, sealed by their digest (see `SealedPayload`). One small type per kind
/// rather than one generic type: a generic type's conformance is called unspecialised through the store's existential,
/// which cost every restore a look-up of type metadata.
protocol CachedItemStore: DecodedItemStore where Item: LazilyRestored & StructuralComparable & CacheFolderItem {
    var cache: DecodedItemCache { get }
    /// Whether restored items are left unmade until read (see `LazilyRestored`).
    var lazily: Bool { get }
}

extension CachedItemStore {
    /// The item with its notes, both unmade when `lazily` (see `LazilyRestored`), what the load needs of the notes, and
    /// its warnings. Left unmade, the notes were 2,300 instructions a book of a 50k edit (Callgrind), to be read by
    /// none but the few items a rebuild shows.
    func restore(_ key: DecodedItemKey) -> (item: Item, notes: OwnerNotes.Summary?, warnings: [Diagnostic])? {
        guard let payload = cache.payload(for: key) else { return nil }
        do throws(BinaryReader.Malformed) {
            guard lazily else {
                var (item, notes, warnings) = try decode(payload)
                if let notes { item.notes = notes }
                return (item, notes?.summary, warnings)
            }
            guard var (itemBytes, rest) = cache.open(payload) else { return nil }
            let notesStart = rest
            let (_, summary, warnings) = try rest.notesAndWarnings(making: false)
            return (try Item.unmade(&itemBytes, notes: notesStart), summary, warnings)
        } catch {
            return nil
        }
    }

    func store(_ item: Item, notes: OwnerNotes?, warnings: [Diagnostic], for key: DecodedItemKey) {
        var itemBytes = BinaryWriter()
        item.encode(to: &itemBytes)
        var rest = BinaryWriter()
        rest.write(notes)
        rest.write(warnings) { writer, warning in warning.encode(to: &writer) }
        cache.store(
            SealedPayload.seal(item: itemBytes.bytes, rest: rest.bytes), for: key,
            keepsStructure: keepsStructure(item, notes: notes, at: key.path))
    }

    /// The item of the previous build's record of `path`, with the record's notes and no image, whatever files
    /// it was stored for.
    func previous(at path: String) -> Item? {
        guard let payload = cache.previousPayload(at: path), let record = try? decode(payload) else { return nil }
        var item = record.item
        item.attach(notes: record.notes, localImage: nil)
        return item
    }

    /// Whether `item` and its notes differ from the previous build's record of `path` in text and images at most.
    private func keepsStructure(_ item: Item, notes: OwnerNotes?, at path: String) -> Bool {
        guard let payload = cache.previousPayload(at: path), let previous = try? decode(payload) else { return false }
        return item.hasSameStructure(as: previous.item) && notes?.structure == previous.notes?.structure
    }

    /// A whole record: a damaged one (whose digest differs, or which the checks of `BinaryReader` find) is no record at
    /// all.
    private func decode(_ payload: BinaryReader) throws(BinaryReader.Malformed) -> (item: Item, notes: OwnerNotes?, warnings: [Diagnostic])
    {
        guard var (itemBytes, rest) = cache.open(payload) else { throw BinaryReader.Malformed() }
        let item = try Item(from: &itemBytes)
        guard itemBytes.isAtEnd else { throw BinaryReader.Malformed() }
        let (notes, warnings) = try rest.notesAndWarnings()
        return (item, notes, warnings)
    }
}

extension BinaryReader {
    /// What a record keeps after its item, read to its end: the notes, then the warnings.
    fileprivate mutating func notesAndWarnings() throws(Malformed) -> (notes: OwnerNotes?, warnings: [Diagnostic]) {
        let notes = try optional(OwnerNotes.self)
        let warnings = try array { reader throws(Malformed) in try Diagnostic(from: &reader) }
        guard isAtEnd else { throw Malformed() }
        return (notes, warnings)
    }

    /// Like `notesAndWarnings`, for an item made whole (`making`) or left unmade: the notes are made for the first, and
    /// only stepped over for the second, whose restoring makes them; either way with what the load needs of them.
    fileprivate mutating func notesAndWarnings(
        making: Bool
    ) throws(Malformed) -> (notes: OwnerNotes?, summary: OwnerNotes.Summary?, warnings: [Diagnostic]) {
        guard !making else {
            let (notes, warnings) = try notesAndWarnings()
            return (notes, notes?.summary, warnings)
        }
        let summary = try optional { reader throws(Malformed) in try OwnerNotes.summary(skipping: &reader) }
        let warnings = try array { reader throws(Malformed) in try Diagnostic(from: &reader) }
        guard isAtEnd else { throw Malformed() }
        return (nil, summary, warnings)
    }
}

struct CachedMovies: CachedItemStore {
    typealias Item = Movie
    let cache: DecodedItemCache
    let lazily: Bool

    /// A movie without its cast, which stays in the mapped file (see `StoredCasts`), and unmade when `lazily` (see
    /// `LazilyRestored`).
    func restore(_ key: DecodedItemKey) -> (item: Movie, notes: OwnerNotes.Summary?, warnings: [Diagnostic])? {
        guard let payload = cache.payload(for: key), var (reader, rest) = cache.open(payload) else { return nil }
        do throws(BinaryReader.Malformed) {
            var cast: BinaryReader?
            let notesStart = rest
            let (notes, summary, warnings) = try rest.notesAndWarnings(making: !lazily)
            var movie = try lazily ? Movie.unmade(&reader, cast: &cast, notes: notesStart) : Movie.restore(from: &reader, cast: &cast)
            if let notes { movie.notes = notes }
            // A record that names another movie than its key's file is no record of this one: keeping its cast
            // would give that other movie's page this cast.
            guard lazily || reader.isAtEnd, let cast, key.path.endsWith(UInt8(ascii: "/"), thenDecimal: movie.id.rawValue) else {
                return nil
            }
            cache.casts.keep(cast, for: movie.id)
            return (movie, summary, warnings)
        } catch {
            return nil
        }
    }
}

struct CachedBooks: CachedItemStore {
    typealias Item = Book
    let cache: DecodedItemCache
    let lazily: Bool
}

struct CachedComics: CachedItemStore {
    typealias Item = Comic
    let cache: DecodedItemCache
    let lazily: Bool
}
