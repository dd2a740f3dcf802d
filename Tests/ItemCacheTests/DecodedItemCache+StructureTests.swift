import Foundation
import Model
import Support
import TestSupport
import Testing

@testable import ItemCache

/// The cache tells a rebuild whether an item decoded again kept its structure: only then may the rebuild
/// plan from the previous plan.
@Suite struct DecodedItemCacheStructureTests {
    /// Writes the movie and its notes, loads them with a cache made from `previous`, and returns the cache.
    private func load(_ site: TemporarySite, movie: String, notes: String, previous: [UInt8]?) throws -> (DecodedItemCache, [UInt8]?) {
        try site.write("content/movies/19.json", movie)
        try site.write("content/movies/19.md", notes)
        let hashes = try ["movies/19.json", "movies/19.md"].reduce(into: [String: String]()) { hashes, path in
            hashes[path] = ContentHash.of(Array(try Data(contentsOf: URL(fileURLWithPath: site.content + "/" + path))))
        }
        let cache = DecodedItemCache(contents: previous, format: "1")
        _ = Catalog.load(
            contentDirectory: site.content, siteRoot: site.root, listing: DecodedItemCacheTests.listing(site, hashes: hashes),
            stores: cache.stores)
        return (cache, DecodedItemCacheTests.apply(cache.update(), to: previous) ?? previous)
    }

    private func movie(title: String = "Metropolis", overview: String = "A city.") -> String {
        #"{"id": 19, "title": "\#(title)", "overview": "\#(overview)", "release_date": "1927-01-10", "genre_ids": [878]}"#
    }

    @Test func anItemWhoseTextAloneChangedKeptItsStructure() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let (_, first) = try load(site, movie: movie(), notes: "---\nrating: 3\n---\nNotes.\n", previous: nil)
        let (cache, _) = try load(
            site, movie: movie(overview: "A city, retold."), notes: "---\nrating: 3\n---\nOther notes.\n", previous: first)
        #expect(cache.keptStructure(at: "movies/19"))
    }

    @Test func anItemWhoseTitleOrRatingChangedDidNot() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let (_, first) = try load(site, movie: movie(), notes: "---\nrating: 3\n---\nNotes.\n", previous: nil)
        let (retitled, _) = try load(
            site, movie: movie(title: "Metropolis (1927)"), notes: "---\nrating: 3\n---\nNotes.\n", previous: first)
        #expect(!retitled.keptStructure(at: "movies/19"))
        let (rerated, _) = try load(site, movie: movie(), notes: "---\nrating: 4\n---\nNotes.\n", previous: first)
        #expect(!rerated.keptStructure(at: "movies/19"))
    }

    @Test func anItemWithoutAPreviousRecordDidNot() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let (cache, _) = try load(site, movie: movie(), notes: "---\nrating: 3\n---\nNotes.\n", previous: nil)
        #expect(!cache.keptStructure(at: "movies/19"))
    }
}
