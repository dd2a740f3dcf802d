import Presentation
import Support

/// Every item with its search document's key, and what the keys' order tells of them: a document's number is its
/// key's place in that order, and a card batch holds the documents of consecutive numbers. After a change of text or
/// images only the changed documents' numbers and batches are asked for, which one pass over the keys answers: sorting
/// all 50,000 keys to find them took 0.17 G instructions of a 50k one-movie edit (Callgrind), a fifth of its plan.
struct SearchKeyOrder {
    typealias Entry = (key: String, item: CatalogEntry)

    /// In key order when `isSorted`, else in the catalog's.
    private let entries: [Entry]
    private let isSorted: Bool

    /// The entries in key order, for an index many of whose numbers are asked for; nil when two have one key.
    init?(sorting entries: [Entry]) {
        self.entries = entries.sorted { $0.key < $1.key }
        isSorted = true
        guard zip(self.entries, self.entries.dropFirst()).allSatisfy({ $0.key != $1.key }) else { return nil }
    }

    /// The entries as they are, for an index of which a few numbers are asked for.
    init(unsorted entries: [Entry]) {
        self.entries = entries
        isSorted = false
    }

    var count: Int { entries.count }

    /// How many keys come before `key`.
    func count(below key: String) -> Int {
        isSorted ? entries.partitioningIndex { $0.key >= key } : entries.reduce(0) { $1.key < key ? $0 + 1 : $0 }
    }

    /// The number of the document of `key`; nil when no entry, or more than one, has it.
    func number(_ key: String) -> Int? {
        if isSorted {
            let number = count(below: key)
            return number < entries.count && entries[number].key == key ? number : nil
        }
        var (below, matches) = (0, 0)
        for entry in entries {
            if entry.key < key { below += 1 } else if entry.key == key { matches += 1 }
        }
        return matches == 1 ? below : nil
    }

    /// The items of card batch `index` (`size` numbers from its start), in key order. `pivot` is a document the batch
    /// holds, with its number: the others are the keys nearest it on each side.
    func batch(_ index: Int, size: Int, holding pivot: (key: String, number: Int)) -> [CatalogEntry] {
        let start = index * size
        let end = min(start + size, entries.count)
        if isSorted { return entries[start..<end].map(\.item) }
        let below = nearest(pivot.number - start, to: pivot.key, below: true)
        let above = nearest(end - pivot.number - 1, to: pivot.key, below: false)
        return (below + entries.filter { $0.key == pivot.key } + above).map(\.item)
    }

    /// The `count` entries whose keys are nearest `key` below it (or above it), in key order.
    private func nearest(_ count: Int, to key: String, below: Bool) -> [Entry] {
        guard count > 0 else { return [] }
        var nearest: [Entry] = []
        nearest.reserveCapacity(count + 1)
        for entry in entries where below ? entry.key < key : entry.key > key {
            if nearest.count == count {
                // Farther than the farthest kept: most keys stop here, after two comparisons.
                guard below ? entry.key > nearest[0].key : entry.key < nearest[count - 1].key else { continue }
                nearest.remove(at: below ? 0 : count - 1)
            }
            nearest.insert(entry, at: nearest.partitioningIndex { $0.key >= entry.key })
        }
        return nearest
    }
}
