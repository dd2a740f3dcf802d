import Support

/// Which entry each position of a context's orderings is: the ids of the movies, then the books, then the comics, in
/// the order of the context's entries. What tells a later build which of its entries are the ones the orderings place
/// (see `CatalogOrderings.updated`).
///
/// Kept as the text the plan holds (each id and a tab), not as strings: every rebuild reads the orderings, and only
/// one after a structural change reads the ids.
public struct EntryIDs: Sendable, Equatable {
    /// How many movies, books and comics there are, in that order.
    public let counts: [Int]
    /// Each id as text, then a tab.
    public let text: [UInt8]

    /// The ids of `entries`, movies then books then comics; nil when they are not in that order, or one holds a tab or
    /// a line break, which the plan's line of them cannot.
    init?(_ entries: [CatalogEntry]) {
        var counts = [0, 0, 0]
        var text: [UInt8] = []
        text.reserveCapacity(entries.count * 8)
        var kind = 0
        for entry in entries {
            guard entry.kindRank >= kind else { return nil }
            kind = entry.kindRank
            counts[kind] += 1
            let start = text.count
            text += entry.idText.utf8
            guard !text[start...].contains(where: { $0 == 0x09 || $0 == 0x0A }) else { return nil }
            text.append(0x09)
        }
        (self.counts, self.text) = (counts, text)
    }

    /// The ids as the plan holds them; nil when they are not three counts, or the text does not hold as many ids.
    public init?(counts: [Int], text: [UInt8]) {
        guard counts.count == 3, counts.allSatisfy({ $0 >= 0 }), text.last ?? 0x09 == 0x09,
            text.count(where: { $0 == 0x09 }) == counts.reduce(0, +)
        else { return nil }
        (self.counts, self.text) = (counts, text)
    }

    /// Each position's kind rank (see `CatalogEntry.kindRank`) and id, in order.
    func identities() -> [(kind: Int, id: String)] {
        var result: [(kind: Int, id: String)] = []
        result.reserveCapacity(counts.reduce(0, +))
        var (kind, left, start) = (0, counts[0], 0)
        for (index, byte) in text.enumerated() where byte == 0x09 {
            while left == 0 && kind < 2 {
                kind += 1
                left = counts[kind]
            }
            result.append((kind, String(decoding: text[start..<index], as: UTF8.self)))
            (left, start) = (left - 1, index + 1)
        }
        return result
    }

    /// The digest `CatalogOrderings.digest(of:)` makes of the entries these ids name, each kind and id in order (the
    /// movies' and comics' ids as numbers, as the entries hold them); nil when such an id is not a number. What tells
    /// that the ids are those of the positions the orderings have.
    func digest() -> String? {
        var hash = ContentHash()
        for (kind, id) in identities() {
            hash.update(kind)
            if kind == 1 {
                hash.update(id)
            } else {
                guard let number = Int(id) else { return nil }
                hash.update(number)
            }
        }
        return hash.hex
    }
}
