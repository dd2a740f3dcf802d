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
    }

    @Test func textThatDoesNotHoldItsCountsIsRefused() {
        #expect(EntryIDs(counts: [2, 0, 0], text: Array("550\t".utf8)) == nil)
        #expect(EntryIDs(counts: [1, 0, 0], text: Array("550".utf8)) == nil)
        #expect(EntryIDs(counts: [1, 0], text: Array("550\t".utf8)) == nil)
        #expect(EntryIDs(counts: [0, 0, 0], text: [])?.identities().isEmpty == true)
    }
}
