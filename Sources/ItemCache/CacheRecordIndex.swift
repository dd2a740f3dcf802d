import Support

/// The records of a decoded-item cache file (see `DecodedItemCache`) by key, a later record replacing an earlier one
/// of the same key. Keyed by the digests of the keys' bytes, each entry holding where its key is in the file: made
/// into strings and hashed as such, the 50,000 keys of a 50k catalog were 33 M of the index's 41 M instructions in an
/// edit (Callgrind). Two keys of one digest (never seen; 128 bits) make the file unused, like a damaged one.
struct CacheRecordIndex: Sendable {
    struct Entry: Sendable {
        /// Its place among the file's records.
        let index: Int
        /// Where the record's key (`movies/550`) is in the file: compared there, when an entry is found by its key's
        /// digest, rather than made into a string for every record.
        let key: Range<Int>
        /// Where the record's `sources` are in the file: compared there, not made into a string for every record.
        let sources: Range<Int>
        let range: Range<Int>
    }

    /// A key's digest as a table's key: hashed by its low 64 bits alone, already as even as the whole.
    private struct KeyDigest: Hashable {
        let digest: ContentHash.Digest

        func hash(into hasher: inout Hasher) {
            hasher.combine(digest.low)
        }
    }

    private let entries: [KeyDigest: Entry]
    /// Records in the file, counting those a later one replaced.
    let records: Int
    /// Whether the file read is whole and of this format, so that records can be appended to it.
    let isAppendable: Bool

    /// The records of `file` after its header, when the header is `header`; none otherwise.
    init(_ file: ByteStore, header: [String]) {
        (entries, records, isAppendable) = Self.read(file, header: header)
    }

    private static func read(_ file: ByteStore, header: [String]) -> (entries: [KeyDigest: Entry], records: Int, isAppendable: Bool) {
        var reader = BinaryReader(file)
        for line in header { guard (try? reader.string()) == line else { return ([:], 0, false) } }
        var entries: [KeyDigest: Entry] = [:]
        // Records take about a kilobyte: reserving spares rehashing the table as it grows.
        entries.reserveCapacity(file.count / 1024)
        var records = 0
        while !reader.isAtEnd {
            guard let key = try? reader.byteRange(), let sources = try? reader.byteRange(), let range = try? reader.byteRange() else {
                return (entries, records, false)
            }
            let entry = Entry(index: records, key: key, sources: sources, range: range)
            if let earlier = entries.updateValue(entry, forKey: KeyDigest(digest: file.digest(in: key))),
                file.bytes(in: earlier.key) != file.bytes(in: key)
            {
                return ([:], 0, false)
            }
            records += 1
        }
        return (entries, records, true)
    }

    /// The entry of `path` in `file`, found by the digest of its bytes and checked against the key the file holds.
    func entry(at path: String, in file: ByteStore) -> Entry? {
        guard let entry = entries[KeyDigest(digest: path.withUTF8Bytes { ContentHash.digest(of: UnsafeRawBufferPointer($0)) })],
            file.bytes(in: entry.key, equal: path)
        else { return nil }
        return entry
    }

    /// Every entry still in use, in no particular order.
    var all: some Collection<Entry> { entries.values }
}
