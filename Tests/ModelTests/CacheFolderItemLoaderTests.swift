import Foundation
@testable import Model
import Support
import Testing

/// One item brought in: restored when the cache holds it for its files' hashes, decoded otherwise, with
/// its notes and image attached either way.
@Suite struct CacheFolderItemLoaderTests {
    private let movieJSON = #"{"id": 19, "title": "Metropolis"}"#

    private func loader(_ site: TemporarySite, cache: DecodedItemCache?) -> CacheFolderItemLoader<Movie> {
        CacheFolderItemLoader(folder: JSONCacheMovieRepository.folder, path: site.content + "/movies", contentDirectory: site.content,
                              siteRoot: site.root, cache: cache, fields: MovieDecoder.fields) { document, stem, reader in
            MovieDecoder().decode(document, expectedID: Int(stem).map(Movie.ID.init), reader: reader)
        }
    }

    private func item(json: FolderListing.Entry = .init(name: "19.json", hash: "j"), notes: FolderListing.Entry? = nil,
                      image: String? = nil) -> FolderContents.Item {
        FolderContents.Item(stem: "19", json: json, notes: notes, imageName: image)
    }

    @Test func theCacheKeyNeedsEveryHashAndNoLink() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let loader = loader(site, cache: DecodedItemCache(contents: nil, format: "1"))
        #expect(loader.cacheKey(item()) == DecodedItemKey(path: "movies/19", jsonHash: "j", notesHash: nil))
        #expect(loader.cacheKey(item(notes: .init(name: "19.md", hash: "n"))) == DecodedItemKey(path: "movies/19", jsonHash: "j", notesHash: "n"))
        #expect(loader.cacheKey(item(json: .init(name: "19.json"))) == nil, "the scan could not read the file")
        #expect(loader.cacheKey(item(notes: .init(name: "19.md"))) == nil, "nor its notes")
        #expect(loader.cacheKey(item(json: .init(name: "19.json", hash: "j", isLink: true))) == nil, "a link is read every time")
        #expect(loader.cacheKey(item(notes: .init(name: "19.md", hash: "n", isLink: true))) == nil)
        #expect(self.loader(site, cache: nil).cacheKey(item()) == nil, "no cache, no key")
    }

    /// Decoded from bytes other than those the scan hashed (the file changed in between), an item is not
    /// cached under the scan's hash; decoded from those very bytes, it is, and comes back without a read.
    @Test func anItemIsCachedOnlyUnderTheHashOfTheBytesItCameFrom() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/movies/19.json", movieJSON)
        let actual = ContentHash.of(Array(movieJSON.utf8))
        for (scanned, kept) in [("other bytes", false), (actual, true)] {
            let cache = DecodedItemCache(contents: nil, format: "1")
            let loaded = loader(site, cache: cache).load(item(json: .init(name: "19.json", hash: scanned)))
            #expect(loaded.0?.item.title == "Metropolis" && loaded.1.isEmpty)
            guard case .replace(let bytes) = cache.update() else {
                Issue.record("a first cache is always written whole")
                continue
            }
            try site.write("content/movies/19.json", "{ broken")
            let next = DecodedItemCache(contents: bytes, format: "1")
            let again = loader(site, cache: next).load(item(json: .init(name: "19.json", hash: scanned)))
            #expect((again.0?.item.title == "Metropolis") == kept, "\(scanned)")
            try site.write("content/movies/19.json", movieJSON)
        }
    }

    @Test func notesAndImageAreAttachedAndAnImageOutsideTheSiteIsAnError() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let outside = try TemporarySite()
        defer { outside.remove() }
        try site.write("content/movies/19.json", movieJSON)
        try site.write("content/movies/19.md", "---\nrating: 4\n---\nSeen.\n")
        try site.write("content/movies/19.svg", "<svg/>")
        let loaded = loader(site, cache: nil).load(item(notes: .init(name: "19.md"), image: "19.svg"))
        let movie = try #require(loaded.0?.item)
        #expect(movie.notes?.rating == 4 && movie.localPoster == "movies/19.svg" && loaded.0?.localImage == "movies/19.svg")
        try outside.write("secret.png", "x")
        try FileManager.default.createSymbolicLink(atPath: site.content + "/movies/19.png", withDestinationPath: outside.root + "/secret.png")
        let escaped = loader(site, cache: nil).load(item(image: "19.png"))
        #expect(escaped.0 == nil)
        #expect(escaped.1.map(\.description) == ["content/movies/19.png:1:1: error: symlink leads outside the site folder"])
    }
}
