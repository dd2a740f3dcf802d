import Model
import Support

/// What a context's orderings are, as positions rather than items: the catalog's entries newest first, and
/// each taxonomy's terms with their entries. They follow from the items' structure alone (dates, titles,
/// names, terms; see `StructuralComparable`), so a build whose items all kept their structure can take them
/// from the build before instead of sorting and grouping every item again: at 50,000 items that was 0.25 s
/// of a one-movie edit's 1.3 s, most of it the people's names.
public struct CatalogOrderings: Sendable, Equatable {
    /// One taxonomy's terms in order.
    public struct TermList: Sendable, Equatable {
        /// The terms' names as shown.
        public let names: [String]
        /// What tells each term apart (`Taxonomy.identity(of:)`): its address, or for people the name itself.
        public let identities: [String]
        /// Every term's entries, as positions in `newestFirst`, one term after another.
        public let members: [UInt32]
        /// Where each term's entries end in `members`.
        public let ends: [UInt32]

        public init(names: [String], identities: [String], members: [UInt32], ends: [UInt32]) {
            (self.names, self.identities, self.members, self.ends) = (names, identities, members, ends)
        }

        /// Whether the list is whole, and every position in it is one of `count` entries.
        func isConsistent(entries count: Int) -> Bool {
            names.count == identities.count && names.count == ends.count && ends.last.map(Int.init) ?? 0 == members.count
                && zip(ends, ends.dropFirst()).allSatisfy { $0 <= $1 } && members.allSatisfy { Int($0) < count }
        }

        /// Term `index`'s entries, read from `entries` (newest first) when asked for.
        func entries(of index: Int, from entries: [CatalogEntry]) -> TermEntries {
            let start = index == 0 ? 0 : Int(ends[index - 1])
            return TermEntries(positions: members[start..<Int(ends[index])], of: entries)
        }
    }

    /// The digest of the entries' kinds and ids in order (see `digest(of:)`): the orderings are those of a
    /// catalog with exactly these items.
    public let items: String
    /// The entries newest first (see `CatalogEntry.sortedNewestFirst`), as positions in the context's
    /// entries: movies, then books, then comics, each in its repository's order.
    public let newestFirst: [UInt32]
    public let taxonomies: [Taxonomy: TermList]
    /// The people whose address is not their plain slug, with their address segment (see `PersonAddresses`).
    public let personSegments: [String: String]
    /// The orders by addition; nil when they were not kept, and a context then sorts for them.
    public let additions: AdditionOrders?
    /// Which entry each position is; nil when they were not kept, and then a structural change sorts and groups every
    /// entry again rather than updating these (see `updated(for:moving:)`).
    public let entryIDs: EntryIDs?

    public init(
        items: String, newestFirst: [UInt32], taxonomies: [Taxonomy: TermList], personSegments: [String: String],
        additions: AdditionOrders? = nil, entryIDs: EntryIDs? = nil
    ) {
        (self.items, self.newestFirst, self.taxonomies, self.personSegments) = (items, newestFirst, taxonomies, personSegments)
        (self.additions, self.entryIDs) = (additions, entryIDs)
    }

    /// One hash over each entry's kind and id, in order.
    static func digest(of entries: [CatalogEntry]) -> String {
        // The ids as they are, not as text: made into a string each, they were 39 M instructions of a 50k edit. Gathered
        // as `ContentHash.update` adds each, then added at once: added one by one, 22 M (Callgrind).
        var input: [UInt8] = []
        input.reserveCapacity(16 * entries.count)
        for entry in entries {
            ContentHash.append(entry.kindRank, to: &input)
            switch entry {
            case .movie(let movie): ContentHash.append(movie.id.rawValue, to: &input)
            case .book(let book): ContentHash.append(text: book.id.rawValue, to: &input)
            case .comic(let comic): ContentHash.append(comic.id.rawValue, to: &input)
            }
        }
        var hash = ContentHash()
        hash.update(input)
        return hash.hex
    }

    /// Whether these orderings can stand for those of `entries`: the same items in the same order, and
    /// positions that are all theirs. The caller vouches that every item kept its structure.
    func fit(_ entries: [CatalogEntry], digest: String) -> Bool {
        guard items == digest, newestFirst.count == entries.count else { return false }
        return isWhole
    }

    /// Whether the newest-first order places each of its entries once, and every taxonomy's terms are whole and
    /// place entries it has.
    var isWhole: Bool {
        var seen = [Bool](repeating: false, count: newestFirst.count)
        for position in newestFirst {
            guard Int(position) < newestFirst.count, !seen[Int(position)] else { return false }
            seen[Int(position)] = true
        }
        return Set(Taxonomy.allCases) == Set(taxonomies.keys)
            && taxonomies.values.allSatisfy { $0.isConsistent(entries: newestFirst.count) }
    }
}
