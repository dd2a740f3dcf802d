import Model

/// One taxonomy's terms of a build before, brought up to date once entries were taken out of the newest-first order
/// and others put in (see `CatalogOrderings.updated`): what grouping every entry again would give, as `TermGroups`
/// does, at the cost of the terms those entries are in.
struct TermListUpdate {
    let taxonomy: Taxonomy
    let previous: CatalogOrderings.TermList
    /// The entry at a rank of the new newest-first order.
    let entry: (Int) -> CatalogEntry

    /// What the entries put in bring a term: their ranks, ascending, and the smallest spelling they name it by.
    private struct Gain {
        var ranks: [UInt32] = []
        var spelling: String
    }

    /// A term whose place is to be found: one that is new, or whose name changed.
    private struct Placed {
        let name: String
        let identity: String
        let members: [UInt32]
    }

    /// - Parameters:
    ///   - ranks: by previous rank, the entry's new rank; -1 for one taken out.
    ///   - arrivals: the entries put in, with their ranks, ascending.
    func updated(ranks: [Int32], arrivals: [(rank: Int, entry: CatalogEntry)]) -> CatalogOrderings.TermList {
        let gains = gains(arrivals)
        let known =
            gains.isEmpty
            ? [:] : Dictionary(previous.identities.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var gainOfTerm: [Int: Gain] = [:]
        var placed: [Placed] = []
        for (identity, gain) in gains {
            if let term = known[identity] {
                gainOfTerm[term] = gain
            } else {
                placed.append(Placed(name: gain.spelling, identity: identity, members: gain.ranks))
            }
        }
        var (names, identities, members, ends) = ([String](), [String](), [UInt32](), [UInt32]())
        members.reserveCapacity(previous.members.count + arrivals.count * 4)
        var start = 0
        for term in previous.names.indices {
            let first = members.count
            let end = Int(previous.ends[term])
            for old in previous.members[start..<end] where ranks[Int(old)] >= 0 { members.append(UInt32(ranks[Int(old)])) }
            let lost = members.count - first < end - start
            start = end
            if let gain = gainOfTerm[term] {
                let kept = Array(members[first...])
                members.removeSubrange(first...)
                members += Self.merged(kept, gain.ranks)
            }
            guard members.count > first else { continue }
            let name = name(of: term, members: members[first...], lost: lost, gain: gainOfTerm[term])
            guard name == previous.names[term] else {
                placed.append(Placed(name: name, identity: previous.identities[term], members: Array(members[first...])))
                members.removeSubrange(first...)
                continue
            }
            names.append(name)
            identities.append(previous.identities[term])
            ends.append(UInt32(members.count))
        }
        return placing(placed, among: CatalogOrderings.TermList(names: names, identities: identities, members: members, ends: ends))
    }

    /// The ranks and smallest spelling each term gains from the entries put in, by identity.
    private func gains(_ arrivals: [(rank: Int, entry: CatalogEntry)]) -> [String: Gain] {
        var gains: [String: Gain] = [:]
        for (rank, entry) in arrivals {
            for name in Taxonomies.names(of: entry, in: taxonomy) {
                let identity = taxonomy.identity(of: name)
                var gain = gains[identity] ?? Gain(spelling: name)
                if gain.ranks.last != UInt32(rank) { gain.ranks.append(UInt32(rank)) }
                if name < gain.spelling { gain.spelling = name }
                gains[identity] = gain
            }
        }
        return gains
    }

    /// A term's name once its entries changed: the smallest spelling its entries name it by (see `TermGroups`), found
    /// again from all of them when it lost one, which may have had it. A person's name and a year's are the term itself.
    private func name(of term: Int, members: ArraySlice<UInt32>, lost: Bool, gain: Gain?) -> String {
        let name = previous.names[term]
        guard taxonomy.mergesSpellings, taxonomy != .years else { return name }
        guard lost else { return gain.map { $0.spelling < name ? $0.spelling : name } ?? name }
        let identity = previous.identities[term]
        var identityOfSpelling: [String: String] = [:]
        var smallest: String?
        for rank in members {
            for spelling in Taxonomies.names(of: entry(Int(rank)), in: taxonomy) {
                let found = identityOfSpelling[spelling] ?? taxonomy.identity(of: spelling)
                identityOfSpelling[spelling] = found
                if found == identity, smallest.map({ spelling < $0 }) ?? true { smallest = spelling }
            }
        }
        return smallest ?? name
    }

    /// `list` with `placed` put in where their order puts them: years newest first, other terms alphabetically. Each
    /// place is found by halving: a linear walk compared every term's sort key, 64,000 people's.
    private func placing(_ placed: [Placed], among list: CatalogOrderings.TermList) -> CatalogOrderings.TermList {
        guard !placed.isEmpty else { return list }
        let sorted = placed.sorted { precedes($0.name, $0.members[...], $1.name, $1.members[...]) }
        let entriesOf = { (term: Int) in list.members[(term == 0 ? 0 : Int(list.ends[term - 1]))..<Int(list.ends[term])] }
        var places: [Int] = []
        var low = 0
        for term in sorted {
            var high = list.names.count
            while low < high {
                let middle = (low + high) / 2
                if precedes(term.name, term.members[...], list.names[middle], entriesOf(middle)) { high = middle } else { low = middle + 1 }
            }
            places.append(low)
        }
        var (names, identities, members, ends) = ([String](), [String](), [UInt32](), [UInt32]())
        var next = 0
        for term in 0...list.names.count {
            while next < sorted.count, places[next] == term {
                names.append(sorted[next].name)
                identities.append(sorted[next].identity)
                members += sorted[next].members
                ends.append(UInt32(members.count))
                next += 1
            }
            guard term < list.names.count else { break }
            names.append(list.names[term])
            identities.append(list.identities[term])
            members += entriesOf(term)
            ends.append(UInt32(members.count))
        }
        return CatalogOrderings.TermList(names: names, identities: identities, members: members, ends: ends)
    }

    /// Whether the term named `a` comes before the one named `b`: years by their number, newest first (read from an
    /// entry of each), other terms by sort key and then exactly, as `AlphabeticalOrder` orders them.
    private func precedes(_ a: String, _ aMembers: ArraySlice<UInt32>, _ b: String, _ bMembers: ArraySlice<UInt32>) -> Bool {
        guard taxonomy != .years else {
            let year = { (members: ArraySlice<UInt32>) in members.first.flatMap { entry(Int($0)).date?.year } ?? Int.min }
            return year(aMembers) > year(bMembers)
        }
        let (keyA, keyB) = (a.sortKey, b.sortKey)
        return keyA != keyB ? keyA < keyB : a < b
    }

    /// Two ascending lists of ranks as one.
    private static func merged(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(a.count + b.count)
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i] < b[j]) {
                result.append(a[i])
                i += 1
            } else {
                result.append(b[j])
                j += 1
            }
        }
        return result
    }
}
