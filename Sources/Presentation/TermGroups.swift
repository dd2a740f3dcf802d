/// A taxonomy's terms, collected from entries one name at a time. Groups by address, so names that
/// differ only in case, accents or punctuation are one term.
struct TermGroups {
    let taxonomy: Taxonomy
    /// Few distinct names recur on many entries (a genre on thousands of movies): each name is
    /// hashed once per use, and its address made once per build.
    private var groupOfName: [String: Int] = [:]
    private var groupOfKey: [String: Int] = [:]
    private var keys: [String] = []
    /// Per group, the smallest spelling in code-point order, so that the choice is deterministic.
    private var names: [String] = []
    private var entries: [[CatalogEntry]] = []
    /// Per group, the last entry added, so that an entry naming a term twice is in it once.
    private var lastEntry: [Int] = []

    init(_ taxonomy: Taxonomy) {
        self.taxonomy = taxonomy
    }

    /// Adds `entry`, the `position`-th of the entries (taken in order), to the term `name` belongs to.
    mutating func add(_ name: String, entry: CatalogEntry, position: Int) {
        let group: Int
        if let known = groupOfName[name] {
            group = known
        } else {
            let key = taxonomy.key(for: name)
            if let existing = groupOfKey[key] {
                group = existing
                if name < names[group] { names[group] = name }
            } else {
                group = keys.count
                groupOfKey[key] = group
                keys.append(key)
                names.append(name)
                entries.append([])
                lastEntry.append(-1)
            }
            groupOfName[name] = group
        }
        if lastEntry[group] != position {
            lastEntry[group] = position
            entries[group].append(entry)
        }
    }

    /// The terms alphabetically (folded, then exact), with the position of each by address.
    func alphabetical() -> (terms: [Term], positions: [String: Int]) {
        // Keys made once per term, not once per comparison: a catalog can have ten thousand authors.
        let folded = names.map(\.sortKey)
        let order = names.indices.sorted { a, b in
            folded[a] != folded[b] ? folded[a] < folded[b] : names[a] < names[b]
        }
        var positions: [String: Int] = [:]
        positions.reserveCapacity(order.count)
        for (position, group) in order.enumerated() { positions[keys[group]] = position }
        return (order.map { Term(taxonomy: taxonomy, name: names[$0], entries: entries[$0]) }, positions)
    }
}
