/// A taxonomy's terms, collected from entries one name at a time. Groups by address, so names that
/// differ only in case, accents or punctuation are one term; for people, by the name itself (see
/// `Taxonomy.mergesSpellings`), noting which names share an address.
struct TermGroups {
    let taxonomy: Taxonomy
    /// Few distinct names recur on many entries (a genre on thousands of movies): each name is
    /// hashed once per use, and its address made once per build.
    private var groupOfName: [String: Int] = [:]
    /// The first group of each address.
    private var groupOfKey: [String: Int] = [:]
    private var keys: [String] = []
    /// Per group, the smallest spelling in code-point order, so that the choice is deterministic.
    private var names: [String] = []
    /// Per group, its entries' positions in the order they were added.
    private var members: [[UInt32]] = []
    /// Per group, the last entry added, so that an entry naming a term twice is in it once.
    private var lastEntry: [Int] = []
    /// Addresses that more than one group has: only where spellings are not merged.
    private var sharedKeys = Set<String>()

    init(_ taxonomy: Taxonomy) {
        self.taxonomy = taxonomy
    }

    /// Adds the `position`-th of the entries (taken in order) to the term `name` belongs to.
    mutating func add(_ name: String, position: Int) {
        let group = groupOfName[name] ?? newName(name)
        if lastEntry[group] != position {
            lastEntry[group] = position
            members[group].append(UInt32(position))
        }
    }

    /// The group of a name not seen before: the group of its address, or a new one.
    private mutating func newName(_ name: String) -> Int {
        let key = taxonomy.key(for: name)
        let existing = groupOfKey[key]
        if let existing, taxonomy.mergesSpellings {
            if name < names[existing] { names[existing] = name }
            groupOfName[name] = existing
            return existing
        }
        let group = keys.count
        if existing == nil { groupOfKey[key] = group } else { sharedKeys.insert(key) }
        keys.append(key)
        names.append(name)
        members.append([])
        lastEntry.append(-1)
        groupOfName[name] = group
        return group
    }

    /// The terms alphabetically (folded, then exact).
    func alphabetical() -> CatalogOrderings.TermList {
        let order = AlphabeticalOrder.sorted(names)
        var list: [UInt32] = []
        list.reserveCapacity(members.reduce(0) { $0 + $1.count })
        var ends: [UInt32] = []
        ends.reserveCapacity(order.count)
        for group in order {
            list += members[group]
            ends.append(UInt32(list.count))
        }
        return CatalogOrderings.TermList(
            names: order.map { names[$0] }, identities: order.map { taxonomy.mergesSpellings ? keys[$0] : names[$0] },
            members: list, ends: ends)
    }

    /// Where each term's page goes, when names that share an address are terms of their own (people).
    func addresses() -> PersonAddresses {
        guard !sharedKeys.isEmpty else { return PersonAddresses() }
        var sharing: [String: [String]] = [:]
        for (group, key) in keys.enumerated() where sharedKeys.contains(key) { sharing[key, default: []].append(names[group]) }
        return PersonAddresses(sharing: sharing) { groupOfKey[$0] != nil }
    }
}
