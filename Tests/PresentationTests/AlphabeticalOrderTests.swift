import TestSupport
import Testing

@testable import Presentation

/// The order compared as bytes where it can is the order `String` gives, for names of every kind.
@Suite struct AlphabeticalOrderTests {
    /// The order as `TermGroups` made it before: by folded key, then by the name, as `String`s.
    private func stringOrder(_ names: [String]) -> [Int] {
        let folded = names.map(\.sortKey)
        return names.indices.sorted { a, b in folded[a] != folded[b] ? folded[a] < folded[b] : names[a] < names[b] }
    }

    @Test func namesSortByTheirKeyThenExactly() {
        let names = ["Zola", "émile", "Dumas", "Émile Ajar", "dumas", "DUMAS", "Dumas-Davy", ""]
        #expect(
            AlphabeticalOrder.sorted(names).map { names[$0] } == [
                "", "DUMAS", "Dumas", "dumas", "Dumas-Davy", "émile", "Émile Ajar", "Zola",
            ])
    }

    /// ASCII, accented (composed and decomposed, which `String` holds equal), other scripts, prefixes of one another
    /// and names that differ only in case: in random mixes, the order is `String`'s.
    @Test(arguments: 1...20)
    func theOrderIsStringsForAnyMixOfNames(seed: Int) {
        let pieces = ["a", "A", "b", "Z", "é", "e\u{301}", "É", "ß", "ss", " ", "-", "黒澤", "Ö", "o", "1", "ñ", "n\u{303}", "Ω", "~"]
        var generator = SeededGenerator(seed: UInt64(seed))
        let names = (0..<300).map { _ in
            (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
        }
        #expect(AlphabeticalOrder.sorted(names) == stringOrder(names))
    }
}
