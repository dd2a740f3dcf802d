/// Which shard file holds a term: the shard of its first three characters (Unicode scalars), by a hash the
/// search script computes the same way (32-bit FNV-1a over the UTF-16 code units), so that all terms one
/// typed prefix can match sit in one file. Three rather than two: measured on a 10k catalog, two-character
/// keys put common beginnings ("th", "fe") into shards of 12–19 kB compressed, over a later query's budget.
enum ShardKey {
    /// Terms a query must type at least this many characters of, so that it knows its shard.
    static let prefixLength = 3

    /// The prefix's UTF-16 code units hashed as they are read, with no string made for the prefix: a full index
    /// asks this for every term of every document.
    static func shard(of term: String, count: Int) -> Int {
        var hash: UInt32 = 0x811C_9DC5
        for scalar in term.unicodeScalars.prefix(prefixLength) {
            UTF16.encode(scalar) { unit in
                hash ^= UInt32(unit)
                hash = hash &* 0x0100_0193
            }
        }
        return Int(hash % UInt32(count))
    }

    /// Enough shards that each stays small (about 32 items' worth of terms), a power of two so that the
    /// count changes only when the catalog doubles or halves, not with every added item.
    static func shardCount(forDocuments count: Int) -> Int {
        var shards = 1
        while shards * 32 < count && shards < 8192 { shards *= 2 }
        return shards
    }
}
