import Model
import Testing

@testable import Build

/// An item's files are found by its stem in its folder's listing, as the scan hashed them.
@Suite struct ItemFileHashesTests {
    private let listing = ContentListing(folders: [
        "movies": FolderListing([
            .init(name: "550.json", hash: "j550"), .init(name: "550.md", hash: "n550"), .init(name: "550.svg", hash: "i550"),
            .init(name: "551.json", hash: "j551"), .init(name: "552.json"), .init(name: "extra"),
        ]),
        "books": FolderListing([.init(name: "a.b-c_d.json", hash: "jb"), .init(name: "a.b-c_d.md", hash: "nb")]),
        "pages": FolderListing([.init(name: "550.md", hash: "page")]),
    ])

    @Test func eachItemHasItsJSONAndNotesHashes() {
        let files = ItemFileHashes(listing)
        #expect(files.files(in: "movies", stem: "550").json == "j550")
        #expect(files.files(in: "movies", stem: "550").notes == "n550")
        #expect(files.files(in: "movies", stem: "551").json == "j551")
        #expect(files.files(in: "movies", stem: "551").notes == nil)
        // A stem with dots and dashes, as Google Books ids have.
        #expect(files.files(in: "books", stem: "a.b-c_d").json == "jb")
        #expect(files.files(in: "books", stem: "a.b-c_d").notes == "nb")
    }

    @Test func unreadableMissingAndOtherFilesHaveNoHash() {
        let files = ItemFileHashes(listing)
        #expect(files.files(in: "movies", stem: "552").json == nil, "listed, but the scan could not read it")
        #expect(files.files(in: "movies", stem: "553").json == nil)
        #expect(files.files(in: "comics", stem: "1").json == nil, "a folder the scan did not find")
        // Free pages are not items: their folder is not looked in.
        #expect(files.files(in: "pages", stem: "550").notes == nil)
    }
}
