import Model
import Testing

@testable import Presentation

/// The ids that name a context's entries, kept as the plan's text.
@Suite struct EntryIDsTests {
    @Test func eachPositionIsTheEntryOfItsKindAndID() throws {
        let entries: [CatalogEntry] = [.movie(movie(550, "Fight Club")), .movie(movie(19, "Metropolis")), .comic(comic(403))]
        let ids = try #require(EntryIDs(entries))
        #expect(ids.counts == [2, 0, 1])
        #expect(ids.identities().map { "\($0.kind):\($0.id)" } == ["0:550", "0:19", "2:403"])
        #expect(EntryIDs(counts: ids.counts, text: ids.text) == ids)
        #expect(ids.digest() == CatalogOrderings.digest(of: entries))
        let books: [CatalogEntry] = [.movie(movie(7, "Seven")), .book(book("b1", "Frankenstein"))]
        #expect(try #require(EntryIDs(books)).digest() == CatalogOrderings.digest(of: books))
        #expect(EntryIDs(books.reversed()) == nil)
    }

    /// Ids that are not those of the orderings' entries (another order, another id) are not taken for them.
    @Test func idsOfOtherEntriesDoNotMakeTheirDigest() throws {
        let entries: [CatalogEntry] = [.movie(movie(550, "Fight Club")), .movie(movie(19, "Metropolis"))]
        let swapped = try #require(EntryIDs(counts: [2, 0, 0], text: Array("19\t550\t".utf8)))
        #expect(swapped.digest() != CatalogOrderings.digest(of: entries))
        #expect(EntryIDs(counts: [1, 0, 0], text: Array("x\t".utf8))?.digest() == nil)
    }

    @Test func textThatDoesNotHoldItsCountsIsRefused() {
        #expect(EntryIDs(counts: [2, 0, 0], text: Array("550\t".utf8)) == nil)
        #expect(EntryIDs(counts: [1, 0, 0], text: Array("550".utf8)) == nil)
        #expect(EntryIDs(counts: [1, 0], text: Array("550\t".utf8)) == nil)
        #expect(EntryIDs(counts: [0, 0, 0], text: [])?.identities().isEmpty == true)
    }
}
