import Foundation
import Model
import Support
import TestSupport
import Testing

/// A folder is loaded from the listing it is given (the build's scan), not from a listing of its own.
@Suite struct FolderListingTests {
    @Test func readingAFolderListsItsEntriesSorted() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        for name in ["b.json", "a.md", ".hidden", "sub/x.json"] { try site.write("content/movies/" + name, "{}") }
        let listing = try #require(FolderListing.read(site.content + "/movies"))
        #expect(listing.entries.map(\.name) == [".hidden", "a.md", "b.json", "sub"])
        #expect(listing.entries.allSatisfy { $0.hash == nil && !$0.isLink })
        #expect(FolderListing.read(site.content + "/missing") == nil)
        #expect(FolderListing([.init(name: "b"), .init(name: "a")]).entries.map(\.name) == ["a", "b"])
    }

    @Test func theGivenListingIsWhatLoads() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/movies/1.json", #"{"id": 1, "title": "Listed"}"#)
        try site.write("content/movies/2.json", #"{"id": 2, "title": "Not listed"}"#)
        try site.write("content/books/b1.json", #"{"id": "b1", "volumeInfo": {"title": "A book"}}"#)
        let listing = ContentListing(folders: ["movies": FolderListing([.init(name: "1.json"), .init(name: "3.json")])])
        let (catalog, diagnostics) = Catalog.load(contentDirectory: site.content, siteRoot: site.root, listing: listing)
        #expect(catalog.movies.movies.map(\.title) == ["Listed"])
        #expect(catalog.books.books.isEmpty, "a folder the listing does not have loads as empty")
        #expect(diagnostics.map(\.description) == ["content/movies/3.json:1:1: error: cannot read: No such file or directory"])
        let (unlisted, _) = Catalog.load(contentDirectory: site.content, siteRoot: site.root)
        #expect(unlisted.movies.movies.count == 2 && unlisted.books.books.count == 1, "without a listing, each folder is listed")
    }
}
