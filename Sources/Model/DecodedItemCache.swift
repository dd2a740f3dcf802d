import Synchronization

/// Items decoded by an earlier build, restored instead of parsing their files again when those files'
/// bytes are unchanged, plus what this build decodes, kept for the next one.
///
/// An entry is keyed by the item's path below the content folder (`movies/550`) and valid for the hashes
/// of its JSON and notes files; the hashes come from the build's fingerprint, so a hit costs no read.
/// The file is a log: a build that decoded a few items appends them (a later record wins), and the
/// file is rewritten only when it holds twice as many records as are still valid. A damaged file, or one
/// written by another version, is simply not used; a record cut short at the end is ignored.
public final class DecodedItemCache: Sendable {
    private struct Entry: Sendable {
        /// Where the record's `sources` are in the file: compared there, not made into a string for every record.
        let sources: Range<Int>
        let range: Range<Int>
    }

    /// What to do with the cache file after a build.
    public enum Update: Equatable, Sendable {
        /// It is still right.
        case none
        /// Add these bytes at its end.
        case append([UInt8])
        /// Replace it with these bytes.
        case replace([UInt8])
    }

    private static let magic = "sitegen decoded items\n"
    private let format: String
    private let contentDirectory: String
    /// `contentDirectory` and a slash, which every item's path starts with.
    private let folderPrefix: String
    private let fileHashes: [String: String]
    private let uncached: Set<String>
    private let file: ByteStore
    /// Whether the file read is whole and of this format, so that records can be appended to it.
    private let isAppendable: Bool
    private let entries: [String: Entry]
    /// Records in the file, counting those a later one replaced.
    private let recordCount: Int
    private let fresh = Mutex<[(key: String, sources: [UInt8], payload: [UInt8])]>([])
    /// Records found valid by `payload`: how much of the file is still of use.
    private let hits = Atomic<Int>(0)

    /// - Parameters:
    ///   - contents: the cache file of the previous build, if any.
    ///   - format: names the layout of the payloads (sitegen's version); a file of another format is ignored.
    ///   - fileHashes: the hash of every input file, by full path.
    ///   - uncached: full paths that must be read every time (symbolic links, whose target is checked on reading).
    public convenience init(contents: [UInt8]?, format: String, contentDirectory: String, fileHashes: [String: String],
                            uncached: Set<String>) {
        self.init(file: contents.map(ByteStore.init), format: format, contentDirectory: contentDirectory, fileHashes: fileHashes,
                  uncached: uncached)
    }

    /// - Parameter file: the cache file of the previous build, if any, typically mapped rather than read.
    public init(file: ByteStore?, format: String, contentDirectory: String, fileHashes: [String: String], uncached: Set<String>) {
        self.format = format
        self.contentDirectory = contentDirectory
        folderPrefix = contentDirectory + "/"
        self.fileHashes = fileHashes
        self.uncached = uncached
        let file = file ?? ByteStore([])
        self.file = file
        (entries, recordCount, isAppendable) = Self.index(file, format: format)
    }

    /// The stored payload of the item at `stemPath` (full path without extension), when its files are unchanged.
    public func payload(stemPath: String, hasNotes: Bool) -> BinaryReader? {
        guard let (key, hashes) = identity(stemPath, hasNotes: hasNotes), let entry = entries[key], matches(entry, hashes) else {
            return nil
        }
        hits.add(1, ordering: .relaxed)
        return BinaryReader(file, range: entry.range)
    }

    /// Keeps `payload`, just decoded from the files at `stemPath`, for the next build: only when the bytes
    /// it was decoded from (`decodedHashes`) are the ones the build found at the start. A file changed
    /// in between would otherwise be cached under its earlier hash, and come back if it were changed back.
    public func store(stemPath: String, hasNotes: Bool, payload: [UInt8], decodedHashes: (json: String, notes: String)) {
        guard let (key, hashes) = identity(stemPath, hasNotes: hasNotes),
              hashes.json == decodedHashes.json, hashes.notes == decodedHashes.notes else { return }
        fresh.withLock { $0.append((key, Array((hashes.json + " " + hashes.notes).utf8), payload)) }
    }

    /// How the cache file should change for the next build.
    public func update() -> Update {
        let fresh = fresh.withLock { $0 }.sorted { $0.key < $1.key }
        guard !fresh.isEmpty || !isAppendable else { return .none }
        var added = BinaryWriter()
        for record in fresh { Self.write(record.key, record.sources, record.payload[...], to: &added) }
        // Every valid record was looked up by this build's load, so the hits tell how much is still of use.
        if isAppendable && recordCount + fresh.count <= 2 * (hits.load(ordering: .relaxed) + fresh.count) {
            return .append(added.bytes)
        }
        // What the file holds that is still valid: records of unchanged items, not replaced just now.
        let replaced = Set(fresh.map(\.key))
        let valid = entries.filter { key, entry in
            guard !replaced.contains(key),
                  let (_, hashes) = identity(folderPrefix + key, hasNotes: fileHashes[folderPrefix + key + ".md"] != nil)
            else { return false }
            return matches(entry, hashes)
        }
        var whole = BinaryWriter()
        whole.reserve(valid.values.reduce(0) { $0 + $1.range.count + 128 } + added.bytes.count + 64)
        whole.write(Self.magic)
        whole.write(format)
        for (key, entry) in valid.sorted(by: { $0.key < $1.key }) { Self.write(key, file.bytes(in: entry.sources), file.bytes(in: entry.range)[...], to: &whole) }
        for record in fresh { Self.write(record.key, record.sources, record.payload[...], to: &whole) }
        return .replace(whole.bytes)
    }

    private static func write(_ key: String, _ sources: [UInt8], _ payload: ArraySlice<UInt8>, to writer: inout BinaryWriter) {
        writer.write(key)
        writer.write(sources[...])
        writer.write(payload)
    }

    /// Whether `entry` was stored for files of these hashes: its sources are `<json hash> <notes hash>`.
    private func matches(_ entry: Entry, _ hashes: (json: String, notes: String)) -> Bool {
        let sources = entry.sources, json = hashes.json.utf8.count
        guard sources.count == json + 1 + hashes.notes.utf8.count else { return false }
        return file.byte(at: sources.lowerBound + json) == UInt8(ascii: " ")
            && file.bytes(in: sources.lowerBound..<(sources.lowerBound + json), equal: hashes.json)
            && file.bytes(in: (sources.lowerBound + json + 1)..<sources.upperBound, equal: hashes.notes)
    }

    /// The item's key and the hashes of its files (`-` for notes it does not have).
    private func identity(_ stemPath: String, hasNotes: Bool) -> (key: String, hashes: (json: String, notes: String))? {
        let json = stemPath + ".json"
        // Symbolic links are rare: an empty set spares hashing two paths per item.
        guard stemPath.utf8.count > folderPrefix.utf8.count, stemPath.hasPrefix(folderPrefix),
              uncached.isEmpty || !(uncached.contains(json) || hasNotes && uncached.contains(stemPath + ".md")),
              let jsonHash = fileHashes[json] else { return nil }
        var notesHash = "-"
        if hasNotes {
            guard let hash = fileHashes[stemPath + ".md"] else { return nil }
            notesHash = hash
        }
        // By UTF-8 offset: dropping characters would walk grapheme clusters.
        return (String(Substring(stemPath.utf8.dropFirst(folderPrefix.utf8.count))), (jsonHash, notesHash))
    }

    /// The records of `file`, a later one replacing an earlier one of the same key, and whether
    /// more can be appended (the file is whole and of this format).
    private static func index(_ file: ByteStore, format: String) -> (entries: [String: Entry], records: Int, isAppendable: Bool) {
        var reader = BinaryReader(file)
        guard (try? reader.string()) == magic, (try? reader.string()) == format else { return ([:], 0, false) }
        var entries: [String: Entry] = [:]
        // Records take about a kilobyte: reserving spares rehashing the table as it grows.
        entries.reserveCapacity(file.count / 1024)
        var records = 0
        while !reader.isAtEnd {
            guard let key = try? reader.string(), let sources = try? reader.byteRange(), let range = try? reader.byteRange() else {
                return (entries, records, false)
            }
            entries[key] = Entry(sources: sources, range: range)
            records += 1
        }
        return (entries, records, true)
    }
}
