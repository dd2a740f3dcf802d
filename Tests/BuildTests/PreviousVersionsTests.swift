import Foundation
import ItemCache
import Model
import Presentation
import Support
import TestSupport
import Testing

@testable import Build

/// An item's previous version is taken from the cache only when the cache's record is of the files the previous
/// plan says the item was made from.
@Suite struct PreviousVersionsTests {
    private static let before = #"{"id": 19, "title": "Metropolis", "overview": "Before."}"#

    /// A cache holding the record of movie 19 as `before`, with the hash its JSON file had then.
    private func cache() throws -> (DecodedItemCache, jsonHash: String) {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/movies/19.json", Self.before)
        let jsonHash = ContentHash.of(Array(Self.before.utf8))
        let listing = ContentListing(folders: ["movies": FolderListing([.init(name: "19.json", hash: jsonHash, isLink: false)])])
        let first = DecodedItemCache(contents: nil, format: "1")
        _ = Catalog.load(contentDirectory: site.content, siteRoot: site.root, listing: listing, stores: first.stores)
        switch first.update() {
        case .append(let bytes), .replace(let bytes): return (DecodedItemCache(contents: bytes, format: "1"), jsonHash)
        default: throw CocoaError(.fileWriteUnknown)
        }
    }

    /// The digest `PageDigests` gives an item made from these files.
    private func digest(json: String, notes: String? = nil, image: String? = nil) -> ContentHash.Digest {
        var hash = ContentHash()
        hash.update(json)
        hash.update(notes ?? "-")
        hash.update(image ?? "-")
        return hash.digest
    }

    @Test func theRecordOfTheFilesThePreviousPlanNamesIsThePreviousVersion() throws {
        let (cache, jsonHash) = try cache()
        let now = CatalogEntry.movie(Movie(id: Movie.ID(19), title: "Metropolis", overview: "After."))
        let matching = PreviousVersions(cache: cache, items: [("movies/19", digest(json: jsonHash))])
        guard case .movie(let movie)? = matching.entry(now, at: 0) else {
            Issue.record("no previous version")
            return
        }
        #expect(movie.overview == "Before.")
        // A cache that missed the previous build holds an older record than the plan names: not used.
        let stale = PreviousVersions(cache: cache, items: [("movies/19", digest(json: "another hash"))])
        #expect(stale.entry(now, at: 0) == nil)
        // The image is the item's as it is now: one changed since makes the digest differ, and no version is given.
        var posted = Movie(id: Movie.ID(19), title: "Metropolis", overview: "After.")
        posted.attach(notes: nil, localImage: "movies/19.jpg")
        #expect(matching.entry(.movie(posted), at: 0) == nil)
        #expect(matching.entry(now, at: 1) == nil, "a place past the plan's items")
    }
}
