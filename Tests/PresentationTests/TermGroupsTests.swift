import Model
import Testing

@testable import Presentation

@Suite struct TermGroupsTests {
    /// Each term's entries, as positions.
    private func members(_ list: CatalogOrderings.TermList) -> [[UInt32]] {
        list.ends.indices.map { Array(list.members[(($0 == 0 ? 0 : Int(list.ends[$0 - 1])))..<Int(list.ends[$0])]) }
    }

    @Test func spellingsOfOneAddressAreOneTermShownByTheSmallest() throws {
        var groups = TermGroups(.tags)
        for (position, name) in ["sci fi", "Sci-Fi", "Horror", "SCI FI"].enumerated() { groups.add(name, position: position) }
        let list = groups.alphabetical()
        #expect(list.names == ["Horror", "SCI FI"])
        #expect(members(list) == [[2], [0, 1, 3]])
        #expect(list.identities == ["horror", "sci-fi"])
    }

    @Test func anEntryJoinsATermOnceHoweverOftenItNamesIt() {
        var groups = TermGroups(.genres)
        for name in ["Drama", "drama", "Drama"] { groups.add(name, position: 0) }
        groups.add("Drama", position: 1)
        #expect(members(groups.alphabetical()) == [[0, 1]])
    }

    @Test func termsSortFoldedThenExactly() {
        var groups = TermGroups(.authors)
        for (position, name) in ["Zola", "émile", "Dumas", "Émile Ajar"].enumerated() { groups.add(name, position: position) }
        #expect(groups.alphabetical().names == ["Dumas", "émile", "Émile Ajar", "Zola"])
    }

    /// People are told apart by their names, not their addresses.
    @Test func aPersonIsKnownByTheirName() {
        var groups = TermGroups(.people)
        for (position, name) in ["Björk", "Bjork"].enumerated() { groups.add(name, position: position) }
        let list = groups.alphabetical()
        #expect(list.names == ["Bjork", "Björk"])
        #expect(list.identities == list.names)
        #expect(members(list) == [[1], [0]])
    }
}
