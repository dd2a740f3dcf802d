import Foundation
import Support
import Synchronization
import TestSupport
import Testing

@testable import Model

/// One item brought in: restored when the cache holds it for its files' hashes, decoded otherwise, with
/// its notes and image attached either way.
@Suite struct CacheFolderItemLoaderTests {
    private let movieJSON = #"{"id": 19, "title": "Metropolis"}"#

    private func loader(_ site: TemporarySite, store: MemoryItemStore<Movie>?) -> CacheFolderItemLoader<Movie> {
        CacheFolderItemLoader(
            folder: JSONCacheMovieRepository.folder, path: site.content + "/movies", contentDirectory: site.content,
            siteRoot: site.root, store: store, fields: MovieDecoder.fields
        ) { document, stem, reader in
            MovieDecoder().decode(document, expectedID: Int(stem).map(Movie.ID.init), reader: reader)
        }
    }

    private func item(
        json: FolderListing.Entry = .init(name: "19.json", hash: "j"), notes: FolderListing.Entry? = nil,
        image: String? = nil
    ) -> FolderContents.Item {
        FolderContents.Item(stem: "19", json: json, notes: notes, imageName: image)
    }

    @Test func theStoreKeyNeedsEveryHashAndNoLink() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let loader = loader(site, store: MemoryItemStore())
        #expect(loader.storeKey(item()) == DecodedItemKey(path: "movies/19", jsonHash: "j", notesHash: nil))
        #expect(
            loader.storeKey(item(notes: .init(name: "19.md", hash: "n")))
                == DecodedItemKey(path: "movies/19", jsonHash: "j", notesHash: "n"))
        #expect(loader.storeKey(item(json: .init(name: "19.json"))) == nil, "the scan could not read the file")
        #expect(loader.storeKey(item(notes: .init(name: "19.md"))) == nil, "nor its notes")
        #expect(loader.storeKey(item(json: .init(name: "19.json", hash: "j", isLink: true))) == nil, "a link is read every time")
        #expect(loader.storeKey(item(notes: .init(name: "19.md", hash: "n", isLink: true))) == nil)
        #expect(self.loader(site, store: nil).storeKey(item()) == nil, "no store, no key")
    }

    /// An item carries the digest of the files it was loaded from, restored or decoded: what a page that shows it
    /// depends on of it.
    @Test func anItemCarriesTheDigestOfItsFiles() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/movies/19.json", movieJSON)
        try site.write("content/movies/19.md", "Notes.\n")
        let store = MemoryItemStore<Movie>()
        let notes = FolderListing.Entry(name: "19.md", hash: "n")
        let decoded = try #require(loader(site, store: store).load(item(notes: notes, image: "19.svg")).0?.item)
        #expect(decoded.filesDigest == ItemFilesDigest.of(jsonHash: "j", notesHash: "n", image: "movies/19.svg"))
        let restored = try #require(loader(site, store: store).load(item(notes: notes)).0?.item)
        #expect(restored.title == "Metropolis" && restored.filesDigest == ItemFilesDigest.of(jsonHash: "j", notesHash: "n", image: nil))
        let unread = try #require(loader(site, store: store).load(item(json: .init(name: "19.json"))).0?.item)
        #expect(unread.filesDigest == ItemFilesDigest.of(jsonHash: nil, notesHash: nil, image: nil), "a file the scan could not read")
        #expect(Set([decoded, restored, unread].map(\.filesDigest)).count == 3)
    }

    /// A stored item comes back only for the files it was stored for: its notes must be there exactly when
    /// the item has notes, and it must be the item of this file.
    @Test func aStoredItemIsRestoredOnlyForItsOwnFiles() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/movies/19.json", movieJSON)
        let store = MemoryItemStore<Movie>()
        let key = DecodedItemKey(path: "movies/19", jsonHash: "j", notesHash: nil)
        store.store(Movie(id: Movie.ID(19), title: "Stored"), notes: nil, warnings: [], for: key)
        #expect(loader(site, store: store).load(item()).0?.item.title == "Stored", "restored, not read")
        store.store(Movie(id: Movie.ID(19), title: "Stored"), notes: OwnerNotes(rating: 1), warnings: [], for: key)
        #expect(loader(site, store: store).load(item()).0?.item.title == "Metropolis", "stored with notes the item has not")
        store.store(Movie(id: Movie.ID(20), title: "Another"), notes: nil, warnings: [], for: key)
        #expect(loader(site, store: store).load(item()).0?.item.title == "Metropolis", "another item's record")
        store.store(Movie(id: Movie.ID(19), title: "Stored"), notes: nil, warnings: [.warning("20.json", "x (dropped)")], for: key)
        #expect(loader(site, store: store).load(item()).0?.item.title == "Metropolis", "warnings about another item's file")
    }

    /// Decoded from bytes other than those the scan hashed (the file changed in between), an item is not
    /// cached under the scan's hash; decoded from those very bytes, it is, and comes back without a read.
    @Test func anItemIsCachedOnlyUnderTheHashOfTheBytesItCameFrom() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/movies/19.json", movieJSON)
        let actual = ContentHash.of(Array(movieJSON.utf8))
        for (scanned, kept) in [("other bytes", false), (actual, true)] {
            let store = MemoryItemStore<Movie>()
            let loaded = loader(site, store: store).load(item(json: .init(name: "19.json", hash: scanned)))
            #expect(loaded.0?.item.title == "Metropolis" && loaded.1.isEmpty)
            #expect(store.records.withLock { $0.keys.map(\.jsonHash) } == (kept ? [actual] : []))
            try site.write("content/movies/19.json", "{ broken")
            let again = loader(site, store: store).load(item(json: .init(name: "19.json", hash: scanned)))
            #expect((again.0?.item.title == "Metropolis") == kept, "\(scanned)")
            try site.write("content/movies/19.json", movieJSON)
        }
    }

    /// An item with warnings is kept with them, each naming its file by its name in the folder, and a restored
    /// item reports them exactly as decoding its files again would, though its files are not read.
    @Test func anItemIsKeptWithItsWarningsAndRestoredWithThem() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let json = #"{"id": 19, "title": "Metropolis", "runtime": "153 min", "genre_ids": [123456]}"#
        let notes = "---\nrating: 4\nmood: grim\n---\n"
        try site.write("content/movies/19.json", json)
        try site.write("content/movies/19.md", notes)
        let entry = item(
            json: .init(name: "19.json", hash: ContentHash.of(Array(json.utf8))),
            notes: .init(name: "19.md", hash: ContentHash.of(Array(notes.utf8))))
        let store = MemoryItemStore<Movie>()
        let decoded = loader(site, store: store).load(entry)
        #expect(decoded.0?.item.runtime == nil && decoded.0?.item.notes?.rating == 4)
        #expect(
            decoded.1.map(\.description) == [
                "content/movies/19.json:1:46: warning: runtime: expected a whole number, found \"153 min\" (dropped)",
                "content/movies/19.json:1:71: warning: genre_ids[0]: unknown TMDB genre id 123456, ignored",
                "content/movies/19.md:3:1: warning: unknown front-matter key 'mood', ignored",
            ])
        #expect(store.records.withLock { $0.values.first?.warnings.map(\.path) } == ["19.json", "19.json", "19.md"])
        try site.write("content/movies/19.json", "{ not read again")
        let restored = loader(site, store: store).load(entry)
        #expect(restored.0?.item == decoded.0?.item)
        #expect(restored.1 == decoded.1)
    }

    @Test func notesAndImageAreAttachedAndAnImageOutsideTheSiteIsAnError() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let outside = try TemporarySite()
        defer { outside.remove() }
        try site.write("content/movies/19.json", movieJSON)
        try site.write("content/movies/19.md", "---\nrating: 4\n---\nSeen.\n")
        try site.write("content/movies/19.svg", "<svg/>")
        let loaded = loader(site, store: nil).load(item(notes: .init(name: "19.md"), image: "19.svg"))
        let movie = try #require(loaded.0?.item)
        #expect(movie.notes?.rating == 4 && movie.localPoster == "movies/19.svg" && loaded.0?.localImage == "movies/19.svg")
        try outside.write("secret.png", "x")
        try FileManager.default.createSymbolicLink(
            atPath: site.content + "/movies/19.png", withDestinationPath: outside.root + "/secret.png")
        let escaped = loader(site, store: nil).load(item(image: "19.png"))
        #expect(escaped.0 == nil)
        #expect(escaped.1.map(\.description) == ["content/movies/19.png:1:1: error: symlink leads outside the site folder"])
    }
}
