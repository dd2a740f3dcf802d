public import Model
public import Support
import Synchronization

/// Items decoded by an earlier build, restored instead of parsing their files again when those files'
/// bytes are unchanged, plus what this build decodes, kept for the next one.
///
/// Each kind's items are reached through `stores`, the `DecodedItemStore`s that loading the catalog asks.
/// An entry is keyed by the item's path below the content folder (`movies/550`) and valid for the hashes
/// of its JSON and notes files, which `DecodedItemKey` carries (from the build's scan, so a hit costs no read).
/// The file is a log: a build that decoded a few items appends them (a later record wins), and the
/// file is rewritten only when it holds twice as many records as are still valid. A damaged file, or one
/// written by another version, is simply not used; a record cut short at the end is ignored.
public final class DecodedItemCache: Sendable {
    /// What to do with the cache file after a build.
    public enum Update: Equatable, Sendable {
        /// It is still right.
        case none
        /// Add these bytes at its end.
        case append([UInt8])
        /// Replace it with these bytes.
        case replace([UInt8])
        /// Add the records of this spool (after its header) at its end.
        case appendSpool(RecordSpool)
        /// Move this spool, which holds the file's records still valid too, into its place.
        case replaceWithSpool(RecordSpool)
    }

    /// Names the layout of the records, besides `format`: layout 2 keeps each item's warnings after its notes, layout
    /// 3 seals each payload by its digest (see `SealedPayload`), and layout 4 keeps a movie's recommendations packed
    /// (see `PackedRecommendations`).
    static let magic = "sitegen decoded items, layout 4\n"
    let format: String
    let file: ByteStore
    /// Whether the file is the one its build wrote, as the file system tells: its records are then opened without
    /// checking their digests (see `open(_:)`).
    let trustsSeals: Bool
    /// The file's records by key.
    let index: CacheRecordIndex
    let fresh = Mutex<[(key: String, sources: [UInt8], payload: [UInt8])]>([])
    /// Where the records decoded this build go as they come, when the cache has a file to write; else they
    /// are kept in `fresh` until `update`.
    let spool: RecordSpool?
    /// The paths of the records written to `spool`.
    let spooled = Mutex<[String]>([])
    /// Which records this build restored, by index: the part of the file still of use, since the build
    /// looks up every item it has.
    let restored: Mutex<[Bool]>
    /// Items decoded this build that are not the previous record's item with other text or images, by path:
    /// new ones, and those whose ordering keys, terms or counts changed (see `StructuralComparable`).
    private let restructured = Mutex<Set<String>>([])

    /// - Parameters:
    ///   - contents: the cache file of the previous build, if any.
    ///   - format: names the layout of the payloads (sitegen's version); a file of another format is ignored.
    ///   - spoolPath: where to write the records decoded this build as they come; nil to keep them in memory.
    public convenience init(contents: [UInt8]?, format: String, spoolPath: String? = nil) {
        self.init(file: contents.map(ByteStore.init), format: format, spoolPath: spoolPath)
    }

    /// The cache file at `path` (none when nil), mapped rather than read: the build looks at every byte once,
    /// most of them only to skip over, so copying the whole file first would cost more than restoring from it.
    /// A file that is missing, not a regular file, or larger than `maximumSize` is not used.
    /// - Parameters:
    ///   - spoolPath: where to write the records decoded this build as they come (see `RecordSpool`); nil to keep
    ///     them in memory until `update`.
    ///   - trustsSeals: whether the records of the file, as the file system tells of it, are known to be the ones the
    ///     build that wrote it sealed, so that their digests need no checking (see `SealedPayload`).
    public convenience init(
        mapping path: String?, maximumSize: Int, format: String, spoolPath: String? = nil,
        trustsSeals: (POSIXFile.Status) -> Bool = { _ in false }
    ) {
        var trusted = false
        let file = path.flatMap { ByteStore(mapping: $0, maximumSize: maximumSize, inspect: { trusted = trustsSeals($0) }) }
        self.init(file: file, format: format, spoolPath: spoolPath, trustsSeals: trusted)
    }

    /// - Parameters:
    ///   - file: the cache file of the previous build, if any.
    ///   - trustsSeals: whether its records' digests need no checking.
    init(file: ByteStore?, format: String, spoolPath: String? = nil, trustsSeals: Bool = false) {
        self.format = format
        self.trustsSeals = trustsSeals
        spool = spoolPath.flatMap { RecordSpool(path: $0, header: Self.header(format: format)) }
        let file = file ?? ByteStore([])
        self.file = file
        index = CacheRecordIndex(file, header: [Self.magic, format])
        restored = Mutex([Bool](repeating: false, count: index.records))
        casts = StoredCasts(capacity: index.records)
    }

    /// The stored payload of the item `key` names, when it was stored for files of exactly the key's hashes.
    func payload(for key: DecodedItemKey) -> BinaryReader? {
        guard let entry = index.entry(at: key.path, in: file), matches(entry, key) else { return nil }
        restored.withLock { $0[entry.index] = true }
        return BinaryReader(file, range: entry.range)
    }

    /// A reader of a payload's item and one of what follows it, when it is sealed by its digest (see `SealedPayload`).
    /// The digest is not checked when the file is known to be the one its build wrote: hashing every record was a
    /// tenth of the catalog's load in a 50k edit (116 M instructions of `XXH3`), and the file system's stamps are
    /// what the build trusts for every other file it reads.
    func open(_ payload: BinaryReader) -> (item: BinaryReader, rest: BinaryReader)? {
        SealedPayload.open(payload, checkingDigest: !trustsSeals)
    }

    /// The payload the previous build stored for the item at `path`, whatever files it was stored for.
    func previousPayload(at path: String) -> BinaryReader? {
        index.entry(at: path, in: file).map { BinaryReader(file, range: $0.range) }
    }

    /// The hashes of the JSON and notes files the previous record of `path` was stored for.
    public func previousSources(at path: String) -> (jsonHash: String, notesHash: String?)? {
        guard let entry = index.entry(at: path, in: file) else { return nil }
        let parts = file.string(in: entry.sources).split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        return (String(parts[0]), parts[1] == "-" ? nil : String(parts[1]))
    }

    /// Keeps `payload`, just decoded from the files of `key`'s hashes, for the next build; `keepsStructure`
    /// says whether it differs from the previous record of its path in text and images at most.
    func store(_ payload: [UInt8], for key: DecodedItemKey, keepsStructure: Bool) {
        let sources = Array((key.jsonHash + " " + (key.notesHash ?? "-")).utf8)
        if let spool {
            var record = BinaryWriter()
            record.reserve(payload.count + key.path.utf8.count + sources.count + 24)
            Self.write(key.path, sources, payload[...], to: &record)
            spool.append(record.bytes)
            spooled.withLock { $0.append(key.path) }
        } else {
            fresh.withLock { $0.append((key.path, sources, payload)) }
        }
        if !keepsStructure { _ = restructured.withLock { $0.insert(key.path) } }
    }

    /// Whether the item at `path` (`movies/550`) has the structure it had at the previous build: restored
    /// unchanged, or decoded again with other text or images only. False for an item the previous build
    /// did not have, or when there was no cache to compare with.
    public func keptStructure(at path: String) -> Bool {
        restructured.withLock { !$0.contains(path) }
    }

    /// Whether every item decoded this build kept the structure of its previous record: none is new, and none
    /// changed an ordering key, term or count.
    public var keptEveryStructure: Bool {
        restructured.withLock { $0.isEmpty }
    }

    /// The casts of the movies restored from this cache.
    public let casts: StoredCasts

    /// A store for each kind of item, for `Catalog.load`, that leaves the items it restores unmade (see `LazilyRestored`).
    public var stores: DecodedItemStores { stores(restoringLazily: true) }

    /// A store for each kind of item, for `Catalog.load`.
    /// - Parameter lazily: whether the items restored are left unmade until read (see `LazilyRestored`), for a build
    ///   that will read few of them; a build that reads them all restores them whole, sparing the check.
    public func stores(restoringLazily lazily: Bool) -> DecodedItemStores {
        DecodedItemStores(
            movies: CachedMovies(cache: self, lazily: lazily), books: CachedBooks(cache: self, lazily: lazily),
            comics: CachedComics(cache: self, lazily: lazily))
    }

    /// Whether `entry` was stored for files of `key`'s hashes: its sources are `<json hash> <notes hash or ->`.
    private func matches(_ entry: CacheRecordIndex.Entry, _ key: DecodedItemKey) -> Bool {
        let sources = entry.sources
        let notes = key.notesHash ?? "-"
        let json = key.jsonHash.utf8.count
        guard sources.count == json + 1 + notes.utf8.count else { return false }
        return file.byte(at: sources.lowerBound + json) == UInt8(ascii: " ")
            && file.bytes(in: sources.lowerBound..<(sources.lowerBound + json), equal: key.jsonHash)
            && file.bytes(in: (sources.lowerBound + json + 1)..<sources.upperBound, equal: notes)
    }

}
