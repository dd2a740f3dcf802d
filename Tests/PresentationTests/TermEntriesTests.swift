import Model
import Testing

@testable import Presentation

/// A term's entries are the catalog's at the term's positions, read when asked for.
@Suite struct TermEntriesTests {
    private let newestFirst = (1...6).map { CatalogEntry.comic(comic($0, "Comic \($0)")) }

    @Test func theEntriesAreThoseAtTheTermsPositions() {
        // The second term of a list whose members are one array for all terms: its positions do not start at 0.
        let list = CatalogOrderings.TermList(names: ["a", "b"], identities: ["a", "b"], members: [0, 5, 1, 3, 4], ends: [2, 5])
        let second = list.entries(of: 1, from: newestFirst)
        #expect(second.map(\.title) == ["Comic 2", "Comic 4", "Comic 5"])
        #expect(second.count == 3 && second[0].title == "Comic 2" && second[2].title == "Comic 5")
        #expect(list.entries(of: 0, from: newestFirst).map(\.title) == ["Comic 1", "Comic 6"])
        #expect(Array(Paginator(pageSize: 2).slice(second, page: 2)).map(\.title) == ["Comic 5"])
    }

    @Test func aTermOfNoPositionsHasNoEntries() {
        let list = CatalogOrderings.TermList(names: ["a"], identities: ["a"], members: [], ends: [0])
        #expect(list.entries(of: 0, from: newestFirst).isEmpty)
    }
}
