/// Which shard file holds a term: the shard of its first two characters (Unicode scalars), by a hash the
/// search script computes the same way (32-bit FNV-1a over the UTF-16 code units), so that all terms one
/// typed prefix can match sit in one file.
enum ShardKey {
    /// Terms a query must type at least this many characters of, so that it knows its shard.
    static let prefixLength = 2

    static func prefix(of term: String) -> String {
        String(String.UnicodeScalarView(term.unicodeScalars.prefix(prefixLength)))
    }

    static func shard(of term: String, count: Int) -> Int {
        var hash: UInt32 = 0x811C_9DC5
        for unit in prefix(of: term).utf16 {
            hash ^= UInt32(unit)
            hash = hash &* 0x0100_0193
        }
        return Int(hash % UInt32(count))
    }

    /// Enough shards that each stays small (about 128 items' worth of terms), a power of two so that the
    /// count changes only when the catalog doubles or halves, not with every added item.
    static func shardCount(forDocuments count: Int) -> Int {
        var shards = 1
        while shards * 128 < count && shards < 4096 { shards *= 2 }
        return shards
    }
}
