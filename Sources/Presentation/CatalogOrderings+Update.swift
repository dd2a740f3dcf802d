import Model
import Support

extension CatalogOrderings {
    /// The newest-first order and the terms of a build's entries, and where its people's pages go: what
    /// `updated(for:moving:)` makes.
    struct Update: Equatable {
        let newestFirst: [UInt32]
        let taxonomies: [Taxonomy: TermList]
        let personSegments: [String: String]
    }

    /// These orderings, a build's before, brought up to date for `entries`, a later build's: the entries that went, and
    /// those `moved` says may have changed a date, title or term, are taken out; those that came, and the moved ones, are
    /// put in where they belong. The order and the terms follow from each entry's own fields (its dates, title, kind, id
    /// and names), so every other entry keeps its place among the others, and this gives what sorting and grouping
    /// every entry would, at the cost of the entries that moved: at 50,000 items, sorting and grouping took an added or
    /// removed movie 0.4 s. Nil when these orderings do not name their entries (see `EntryIDs`), name others than the
    /// ones their digest is of, or are not whole.
    func updated(for entries: [CatalogEntry], moving moved: (CatalogEntry) -> Bool) -> Update? {
        guard let entryIDs, entryIDs.counts.reduce(0, +) == newestFirst.count, entryIDs.digest() == items, isWhole else { return nil }
        let (places, came) = Self.places(of: entryIDs, in: entries, moving: moved)
        let order = NewestFirstOrder(entries, by: \.date, readingTitles: false)
        let (newest, ranks, arrived) = merged(came.sorted { order.precedes($0, $1) }, places: places, order: order)
        let arrivals = arrived.map { (rank: $0.rank, entry: entries[$0.place]) }
        var lists: [Taxonomy: TermList] = [:]
        for (taxonomy, list) in taxonomies {
            let terms = TermListUpdate(taxonomy: taxonomy, previous: list, entry: { entries[Int(newest[$0])] })
            lists[taxonomy] = terms.updated(ranks: ranks, arrivals: arrivals)
        }
        guard newest.count == entries.count, lists.values.allSatisfy({ $0.isConsistent(entries: entries.count) }),
            let people = lists[.people], let previousPeople = taxonomies[.people]
        else { return nil }
        let segments = people.names == previousPeople.names ? personSegments : Self.personSegments(of: people.names)
        return Update(newestFirst: newest, taxonomies: lists, personSegments: segments)
    }

    /// Each previous position's place among `entries` (-1 for an entry that went or moved), and the places of the
    /// entries that came or moved.
    private static func places(
        of ids: EntryIDs, in entries: [CatalogEntry], moving moved: (CatalogEntry) -> Bool
    ) -> (places: [Int], came: [Int]) {
        var byID: [[String: Int]] = [[:], [:], [:]]
        for kind in byID.indices { byID[kind].reserveCapacity(ids.counts[kind]) }
        for (place, entry) in entries.enumerated() { byID[entry.kindRank][entry.idText] = place }
        var kept = [Bool](repeating: false, count: entries.count)
        let places = ids.identities().map { kind, id -> Int in
            guard let place = byID[kind][id], !kept[place], !moved(entries[place]) else { return -1 }
            kept[place] = true
            return place
        }
        return (places, entries.indices.filter { !kept[$0] })
    }

    /// The entries newest first: those kept in their previous order, with `arriving` (in their order) put in among
    /// them; with each previous rank's new rank (-1 for an entry taken out), and the rank each arrival got.
    private func merged(
        _ arriving: [Int], places: [Int], order: NewestFirstOrder
    ) -> (newest: [UInt32], ranks: [Int32], arrived: [(rank: Int, place: Int)]) {
        var newest: [UInt32] = []
        newest.reserveCapacity(places.count + arriving.count)
        var ranks = [Int32](repeating: -1, count: newestFirst.count)
        var arrived: [(rank: Int, place: Int)] = []
        var next = 0
        func arrive() {
            arrived.append((newest.count, arriving[next]))
            newest.append(UInt32(arriving[next]))
            next += 1
        }
        for (rank, position) in newestFirst.enumerated() {
            let place = places[Int(position)]
            guard place >= 0 else { continue }
            while next < arriving.count, order.precedes(arriving[next], place) { arrive() }
            ranks[rank] = Int32(newest.count)
            newest.append(UInt32(place))
        }
        while next < arriving.count { arrive() }
        return (newest, ranks, arrived)
    }

    /// Where each person's page goes, from every person's name: what `TermGroups.addresses()` finds while grouping.
    static func personSegments(of names: [String]) -> [String: String] {
        let slugs = names.concurrentMap { Taxonomy.people.key(for: $0) }
        var namesOfSlug: [String: [String]] = [:]
        namesOfSlug.reserveCapacity(slugs.count)
        for (name, slug) in zip(names, slugs) { namesOfSlug[slug, default: []].append(name) }
        let sharing = namesOfSlug.filter { $0.value.count > 1 }
        guard !sharing.isEmpty else { return [:] }
        return PersonAddresses(sharing: sharing) { namesOfSlug[$0] != nil }.segments
    }
}
