import Model
import Support

/// The order of `CatalogEntry.sortedNewestFirst`, made cheap on a large catalog: the two dates are
/// packed into one integer per entry, so most comparisons touch no string and retain nothing;
/// titles are only compared, and ids only read, for entries whose dates tie.
struct NewestFirstOrder {
    private let entries: [CatalogEntry]
    /// Per entry, ascending in the order of its dates (newer first, undated last).
    private let ranks: [UInt64]
    /// Read with the dates while the item is in cache, for a full sort: reading them when dates tie cost
    /// a cache miss per entry. Empty when only a few first entries are wanted, as few dates tie then.
    private let titles: [String]

    /// `readingTitles` false suits `firstIndices`, which compares few titles.
    init(
        _ entries: [CatalogEntry], by date: (CatalogEntry) -> PartialDate?,
        then secondary: ((CatalogEntry) -> PartialDate?)? = nil, readingTitles: Bool = true
    ) {
        self.entries = entries
        var ranks: [UInt64] = []
        var titles: [String] = []
        ranks.reserveCapacity(entries.count)
        titles.reserveCapacity(readingTitles ? entries.count : 0)
        for entry in entries {
            ranks.append(Self.rank(date(entry)) << Self.rankBits | Self.rank(secondary?(entry)))
            if readingTitles { titles.append(entry.title) }
        }
        self.ranks = ranks
        self.titles = titles
    }

    /// Every index of the entries, in order. Equal entries keep their input order, as with a stable sort.
    func sortedIndices() -> [Int] {
        var order = ranks.indices.map { (rank: ranks[$0], index: $0) }
        order.sort { $0.rank < $1.rank }
        var result = order.map(\.index)
        // Runs of tied dates are short (a catalog spreads over many days), so only they pay for strings;
        // one buffer serves every run.
        var tied: [(folded: String, index: Int)] = []
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count && order[end].rank == order[start].rank { end += 1 }
            if end - start > 1 {
                tied.removeAll(keepingCapacity: true)
                for index in result[start..<end] { tied.append((title(index).sortKey, index)) }
                tied.sort { tieBreak($0.index, $0.folded, before: $1.index, $1.folded) }
                for (offset, pair) in tied.enumerated() { result[start + offset] = pair.index }
            }
            start = end
        }
        return result
    }

    /// The first `count` indices of `sortedIndices()`, without sorting the rest: one pass that keeps
    /// the best so far, and skips by date alone the entries that cannot get in.
    func firstIndices(_ count: Int) -> [Int] {
        guard count > 0 else { return [] }
        var best: [Int] = []
        best.reserveCapacity(count + 1)
        for index in ranks.indices {
            if best.count == count, let last = best.last, ranks[index] > ranks[last] { continue }
            // Later indices go after equal ones, as a stable sort would put them.
            let low = best.partitioningIndex { precedes(index, $0) }
            guard low < count else { continue }
            best.insert(index, at: low)
            if best.count > count { best.removeLast() }
        }
        return best
    }

    /// Whether entry `i` comes strictly before entry `j`.
    func precedes(_ i: Int, _ j: Int) -> Bool {
        if ranks[i] != ranks[j] { return ranks[i] < ranks[j] }
        return tieBreak(i, title(i).sortKey, before: j, title(j).sortKey)
    }

    private func title(_ index: Int) -> String {
        titles.isEmpty ? entries[index].title : titles[index]
    }

    /// For entries with the same dates: title (`folded`, then exact), kind, id; the input order breaks
    /// complete ties, as a stable sort would.
    private func tieBreak(_ i: Int, _ foldedI: String, before j: Int, _ foldedJ: String) -> Bool {
        let (titleI, titleJ) = (title(i), title(j))
        if titleI != titleJ { return foldedI != foldedJ ? foldedI < foldedJ : titleI < titleJ }
        let a = entries[i]
        let b = entries[j]
        if a.kindRank != b.kindRank { return a.kindRank < b.kindRank }
        let (idA, idB) = (a.idText, b.idText)
        return idA != idB ? idA < idB : i < j
    }

    /// A date's number (below) needs 28 bits; one more keeps "undated" apart from every date.
    private static let rankBits: UInt64 = 29

    /// Newer dates get smaller ranks; undated entries the largest. A date's number is `YYYYMMDD` with
    /// the year moved up by 10,000, so that years before the common era (-9999…-1) count up to it in
    /// their order too: at most 19999_12_31, under 2^28.
    private static func rank(_ date: PartialDate?) -> UInt64 {
        guard let date else { return 1 << 28 }
        let number = (date.year + 10_000) * 10_000 + (date.month ?? 0) * 100 + (date.day ?? 0)
        return (1 << 28) - 1 - UInt64(number)
    }
}
