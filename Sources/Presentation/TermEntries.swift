/// A term's entries, newest first: read from the catalog's newest-first entries at the term's positions when
/// asked for. Copied into an array for every term, they were the most of what a context made from kept
/// orderings did: about 700,000 entries at 50k items, most of them the people's, for the few pages a rebuild shows.
public struct TermEntries: RandomAccessCollection, Sendable {
    /// Positions in the context's newest-first order, ascending: what tells the same entry in two terms apart cheaply.
    public let positions: ArraySlice<UInt32>
    private let newestFirst: [CatalogEntry]

    init(positions: ArraySlice<UInt32>, of newestFirst: [CatalogEntry]) {
        (self.positions, self.newestFirst) = (positions, newestFirst)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { positions.count }

    public subscript(index: Int) -> CatalogEntry {
        newestFirst[Int(positions[positions.startIndex + index])]
    }
}
