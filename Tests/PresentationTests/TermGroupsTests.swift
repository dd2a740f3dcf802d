import Model
import Testing

@testable import Presentation

@Suite struct TermGroupsTests {
    static let entries: [CatalogEntry] = (0..<4).map { .movie(movie($0, "Movie \($0)")) }

    @Test func spellingsOfOneAddressAreOneTermShownByTheSmallest() throws {
        var groups = TermGroups(.tags)
        for (position, name) in ["sci fi", "Sci-Fi", "Horror", "SCI FI"].enumerated() {
            groups.add(name, entry: Self.entries[position], position: position)
        }
        let (terms, positions) = groups.alphabetical()
        #expect(terms.map(\.name) == ["Horror", "SCI FI"])
        #expect(terms.map { $0.entries.map(\.title) } == [["Movie 2"], ["Movie 0", "Movie 1", "Movie 3"]])
        #expect(positions == ["horror": 0, "sci-fi": 1])
    }

    @Test func anEntryJoinsATermOnceHoweverOftenItNamesIt() {
        var groups = TermGroups(.genres)
        for name in ["Drama", "drama", "Drama"] { groups.add(name, entry: Self.entries[0], position: 0) }
        groups.add("Drama", entry: Self.entries[1], position: 1)
        #expect(groups.alphabetical().terms.map { $0.entries.map(\.title) } == [["Movie 0", "Movie 1"]])
    }

    @Test func termsSortFoldedThenExactly() {
        var groups = TermGroups(.authors)
        for (position, name) in ["Zola", "émile", "Dumas", "Émile Ajar"].enumerated() {
            groups.add(name, entry: Self.entries[position], position: position)
        }
        #expect(groups.alphabetical().terms.map(\.name) == ["Dumas", "émile", "Émile Ajar", "Zola"])
    }
}
