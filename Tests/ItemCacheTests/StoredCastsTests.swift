import Foundation
import Model
import Support
import TestSupport
import Testing

@testable import ItemCache

/// A restored movie's cast stays in the cache file until asked for, and comes back whole.
@Suite struct StoredCastsTests {
    private let movieJSON =
        #"{"id": 19, "title": "Metropolis", "credits": {"cast": ["#
        + #"{"name": "Brigitte Helm", "character": "Maria"}, {"name": "Extra"}], "crew": []}}"#

    @Test func aRestoredMovieLeavesItsCastInTheCacheUntilAskedFor() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/movies/19.json", movieJSON)
        let hashes = ["movies/19.json": ContentHash.of(Array(movieJSON.utf8))]
        let listing = DecodedItemCacheTests.listing(site, hashes: hashes)

        let first = DecodedItemCache(contents: nil, format: "1")
        let decoded = Catalog.load(contentDirectory: site.content, siteRoot: site.root, listing: listing, stores: first.stores)
        let cast = [Movie.CastMember(name: "Brigitte Helm", character: "Maria"), Movie.CastMember(name: "Extra", character: nil)]
        #expect(decoded.catalog.movies.movies.first?.cast == cast)
        #expect(first.casts.cast(of: Movie.ID(19)) == nil, "a movie decoded from its file has its cast")

        guard case .replace(let bytes) = first.update() else {
            Issue.record("a first cache is written whole")
            return
        }
        let second = DecodedItemCache(contents: bytes, format: "1")
        let restored = Catalog.load(contentDirectory: site.content, siteRoot: site.root, listing: listing, stores: second.stores)
        let movie = try #require(restored.catalog.movies.movies.first)
        #expect(movie.cast.isEmpty, "left in the cache")
        #expect(movie.topBilledNames == ["Brigitte Helm", "Extra"], "read while skipping the cast, for the people pages")
        #expect(second.casts.cast(of: movie.id) == cast)
        #expect(second.update() == .none, "restored, not decoded again")
    }
}
