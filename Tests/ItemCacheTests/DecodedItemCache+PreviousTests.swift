import Foundation
import Model
import Support
import TestSupport
import Testing

@testable import ItemCache

/// What an item was at the previous build comes back from that build's record, whatever this build decoded.
@Suite struct DecodedItemCachePreviousTests {
    private func hash(_ site: TemporarySite, _ relative: String) throws -> String {
        ContentHash.of(Array(try Data(contentsOf: URL(fileURLWithPath: site.content + "/" + relative))))
    }

    @Test func theRecordOfThePreviousBuildGivesTheItemAsItWas() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/movies/19.json", #"{"id": 19, "title": "Metropolis", "overview": "Before."}"#)
        try site.write("content/movies/19.md", "---\nrating: 3\n---\nOld notes.\n")
        let first = ["movies/19.json": try hash(site, "movies/19.json"), "movies/19.md": try hash(site, "movies/19.md")]
        let cache = DecodedItemCache(contents: nil, format: "1")
        _ = Catalog.load(
            contentDirectory: site.content, siteRoot: site.root, listing: DecodedItemCacheTests.listing(site, hashes: first),
            stores: cache.stores)
        let stored = try #require(DecodedItemCacheTests.apply(cache.update(), to: nil))

        try site.write("content/movies/19.json", #"{"id": 19, "title": "Metropolis", "overview": "After."}"#)
        let second = ["movies/19.json": try hash(site, "movies/19.json"), "movies/19.md": first["movies/19.md"]!]
        let again = DecodedItemCache(contents: stored, format: "1")
        let (catalog, _) = Catalog.load(
            contentDirectory: site.content, siteRoot: site.root, listing: DecodedItemCacheTests.listing(site, hashes: second),
            stores: again.stores)
        #expect(catalog.movies.movies.first?.overview == "After.")
        let previous = try #require(again.previousMovie(at: "movies/19"))
        #expect(previous.overview == "Before." && previous.notes?.body.contains("Old notes.") == true)
        let sources = try #require(again.previousSources(at: "movies/19"))
        #expect(sources.jsonHash == first["movies/19.json"] && sources.notesHash == first["movies/19.md"])
        #expect(again.previousMovie(at: "movies/20") == nil && again.previousSources(at: "movies/20") == nil)
        #expect(again.previousBook(at: "movies/19") == nil, "a movie's record is not a book")
    }
}
