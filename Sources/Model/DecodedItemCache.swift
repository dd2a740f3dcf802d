import Synchronization

/// Items decoded by an earlier build, restored instead of parsing their files again when those files'
/// bytes are unchanged, plus what this build decodes, kept for the next one.
///
/// An entry is keyed by the item's path below the content folder (`movies/550`) and valid for the hashes
/// of its JSON and notes files; the hashes come from the build's fingerprint, so a hit costs no read.
/// A damaged file, or one written by another version, is simply not used.
public final class DecodedItemCache: Sendable {
    private struct Entry: Sendable {
        let sources: String
        let range: Range<Int>
    }

    /// Where an entry's bytes are: still in the file read, or just made.
    private enum Payload: Sendable {
        case stored(Range<Int>)
        case fresh([UInt8])
    }

    private static let magic = "sitegen decoded items\n"
    private let format: String
    private let contentDirectory: String
    private let fileHashes: [String: String]
    private let uncached: Set<String>
    private let file: [UInt8]
    private let entries: [String: Entry]
    private let kept = Mutex<[String: (sources: String, payload: Payload)]>([:])
    private let changed = Atomic<Bool>(false)

    /// - Parameters:
    ///   - contents: the cache file of the previous build, if any.
    ///   - format: names the layout of the payloads (sitegen's version); a file of another format is ignored.
    ///   - fileHashes: the hash of every input file, by full path.
    ///   - uncached: full paths that must be read every time (symbolic links, whose target is checked on reading).
    public init(contents: [UInt8]?, format: String, contentDirectory: String, fileHashes: [String: String], uncached: Set<String>) {
        self.format = format
        self.contentDirectory = contentDirectory
        self.fileHashes = fileHashes
        self.uncached = uncached
        let file = contents ?? []
        self.file = file
        entries = (try? Self.index(file, format: format)) ?? [:]
        if contents != nil && entries.isEmpty { changed.store(true, ordering: .relaxed) }
    }

    /// The stored payload of the item at `stemPath` (full path without extension), when its files are unchanged.
    public func payload(stemPath: String, hasNotes: Bool) -> BinaryReader? {
        guard let (key, sources) = identity(stemPath, hasNotes: hasNotes), let entry = entries[key], entry.sources == sources else {
            return nil
        }
        kept.withLock { $0[key] = (sources, .stored(entry.range)) }
        return BinaryReader(file, range: entry.range)
    }

    /// Keeps `payload`, just decoded from the files at `stemPath`, for the next build.
    public func store(stemPath: String, hasNotes: Bool, payload: [UInt8]) {
        guard let (key, sources) = identity(stemPath, hasNotes: hasNotes) else { return }
        kept.withLock { $0[key] = (sources, .fresh(payload)) }
        changed.store(true, ordering: .relaxed)
    }

    /// The cache file for the next build, or nil when it would be the same as the one read.
    public func encoded() -> [UInt8]? {
        let kept = kept.withLock { $0 }
        guard changed.load(ordering: .relaxed) || kept.count != entries.count else { return nil }
        var writer = BinaryWriter()
        writer.reserve(kept.reduce(0) { total, entry in
            switch entry.value.payload {
            case .stored(let range): return total + range.count + 128
            case .fresh(let bytes): return total + bytes.count + 128
            }
        })
        writer.write(Self.magic)
        writer.write(format)
        writer.write(kept.sorted { $0.key < $1.key }) { writer, entry in
            writer.write(entry.key)
            writer.write(entry.value.sources)
            switch entry.value.payload {
            case .stored(let range): writer.write(file[range])
            case .fresh(let bytes): writer.write(bytes[...])
            }
        }
        return writer.bytes
    }

    private func identity(_ stemPath: String, hasNotes: Bool) -> (key: String, sources: String)? {
        let json = stemPath + ".json", notes = stemPath + ".md"
        guard stemPath.hasPrefix(contentDirectory + "/"), !uncached.contains(json), !(hasNotes && uncached.contains(notes)),
              let jsonHash = fileHashes[json] else { return nil }
        var notesHash = "-"
        if hasNotes {
            guard let hash = fileHashes[notes] else { return nil }
            notesHash = hash
        }
        return (String(stemPath.dropFirst(contentDirectory.count + 1)), jsonHash + " " + notesHash)
    }

    private static func index(_ file: [UInt8], format: String) throws(BinaryReader.Malformed) -> [String: Entry] {
        guard !file.isEmpty else { return [:] }
        var reader = BinaryReader(file)
        guard try reader.string() == magic, try reader.string() == format else { return [:] }
        let list = try reader.array { reader throws(BinaryReader.Malformed) in
            (try reader.string(), Entry(sources: try reader.string(), range: try reader.byteRange()))
        }
        guard reader.isAtEnd else { throw BinaryReader.Malformed() }
        return Dictionary(list, uniquingKeysWith: { first, _ in first })
    }
}
