import Foundation
import Model
import Support
import TestSupport
import Testing

private let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="2" height="3"/>"#

private func bookJSON(_ id: String, _ title: String) -> String {
    #"{"kind": "books#volume", "id": "\#(id)", "volumeInfo": {"title": "\#(title)", "publishedDate": "1999"}}"#
}

private func comicJSON(_ num: Int, _ title: String) -> String {
    #"{"num": \#(num), "safe_title": "\#(title)", "year": "2010", "month": "3", "day": "4", "img": "https://img.example/\#(num).png"}"#
}

@Suite struct JSONCacheBookRepositoryTests {
    @Test func loadsTheFolderAndReportsEveryProblem() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/books/aaaBook01.json", bookJSON("aaaBook01", "Salt Roads"))
        try site.write("content/books/aaaBook01.md", "---\npurchased: 2023-01-15\nread: 2023-02\nrating: 4\ntags: [sea]\n---\nLovely.\n")
        try site.write("content/books/aaaBook01.svg", svg)
        try site.write("content/books/bbbDraft02.json", bookJSON("bbbDraft02", "Not Yet"))
        try site.write("content/books/bbbDraft02.md", "---\ndraft: true\n---\n")
        try site.write("content/books/ccc_Plain-3.json", bookJSON("ccc_Plain-3", "Plain"))
        try site.write("content/books/dddBroken4.json", "{\n  \"id\": \"dddBroken4\",\n}\n")
        try site.write("content/books/bad name.json", bookJSON("abc", "Misnamed"))
        try site.write("content/books/orphan.md", "---\nread: 2020-01-01\n---\n")
        try site.write("content/books/readme.txt", "scratch")
        try site.write("content/books/.DS_Store", "hidden files are skipped")

        let (repository, diagnostics) = JSONCacheBookRepository.load(contentDirectory: site.content, siteRoot: site.root)

        #expect(
            diagnostics.map(\.description) == [
                "content/books/bad name.json:1:1: error: a file here must be named <Google Books volume id>.json, like 1gM6KphyINsC.json",
                "content/books/dddBroken4.json:3:1: error: unexpected '}': expected a member name in quotes",
                "content/books/orphan.md:1:1: warning: notes without a orphan.json beside them, ignored",
                "content/books/readme.txt:1:1: warning: unexpected file in content/books, ignored",
            ])
        #expect(repository.books.map(\.id.rawValue) == ["aaaBook01", "ccc_Plain-3"], "the draft and the broken file are left out")
        let bookID = try #require(Book.ID("aaaBook01"))
        let book = try #require(repository.book(bookID))
        #expect(book.title == "Salt Roads")
        #expect(book.localCover == "books/aaaBook01.svg")
        let notes = try #require(book.notes)
        #expect(notes.dates.keys.sorted() == ["purchased", "read"])
        #expect(notes.dates["purchased"] == PartialDate(year: 2023, month: 1, day: 15))
        #expect(notes.dates["read"] == PartialDate(year: 2023, month: 2), "a partial date stays partial")
        #expect(notes.rating == 4 && notes.tags == ["sea"] && notes.body == "Lovely.\n")
        let plainID = try #require(Book.ID("ccc_Plain-3"))
        let plain = try #require(repository.book(plainID))
        #expect(plain.localCover == nil && plain.notes == nil)
        let draftID = try #require(Book.ID("bbbDraft02"))
        #expect(repository.book(draftID) == nil)
    }

    @Test func notesWithErrorsLeaveTheItemOutAndPointIntoTheNotes() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/books/abc.json", bookJSON("abc", "T"))
        try site.write("content/books/abc.md", "---\nwatched: 2020-01-01\nread: 2020-13-01\n---\n")
        let (repository, diagnostics) = JSONCacheBookRepository.load(contentDirectory: site.content, siteRoot: site.root)
        #expect(repository.books.isEmpty)
        #expect(
            diagnostics.map(\.description) == [
                "content/books/abc.md:2:1: warning: unknown front-matter key 'watched', ignored",
                "content/books/abc.md:3:7: error: read: expected a date YYYY-MM-DD, found \"2020-13-01\"",
            ])
    }

    @Test func anIDThatContradictsTheFileNameIsAnError() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/books/abc.json", bookJSON("abd", "T"))
        let (repository, diagnostics) = JSONCacheBookRepository.load(contentDirectory: site.content, siteRoot: site.root)
        #expect(repository.books.isEmpty)
        #expect(
            diagnostics.map(\.description) == [
                "content/books/abc.json:1:32: error: id: \"abd\" does not match the file name, which says abc"
            ])
    }

    @Test func aMissingFolderIsAnEmptyCatalog() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let (repository, diagnostics) = JSONCacheBookRepository.load(contentDirectory: site.content, siteRoot: site.root)
        #expect(repository.books.isEmpty && diagnostics.isEmpty)
    }
}

@Suite struct JSONCacheComicRepositoryTests {
    @Test func loadsTheFolderAndReportsEveryProblem() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/comics/1.json", comicJSON(1, "First"))
        try site.write("content/comics/1.svg", svg)
        try site.write("content/comics/1.md", "---\nrating: 5\ntags: [space]\n---\n")
        try site.write("content/comics/2.json", comicJSON(2, "Drafted"))
        try site.write("content/comics/2.md", "---\ndraft: yes\n---\n")
        try site.write("content/comics/10.json", comicJSON(10, "Tenth"))
        try site.write("content/comics/3.json", "{\"num\": 3, \"safe_title\": \"x\"\n  \"alt\": \"y\"}")
        try site.write("content/comics/01.json", comicJSON(1, "Padded"))
        try site.write("content/comics/99.md", "Notes for a comic that is not cached.\n")
        try site.write("content/comics/4.png", "not really a PNG")
        try site.write("content/comics/notes.txt", "scratch")

        let (repository, diagnostics) = JSONCacheComicRepository.load(contentDirectory: site.content, siteRoot: site.root)

        #expect(
            diagnostics.map(\.description) == [
                "content/comics/01.json:1:1: error: a file here must be named <comic number>.json, like 353.json",
                "content/comics/3.json:2:3: error: unexpected '\"': expected ',' or '}'",
                "content/comics/4.png:1:1: warning: unexpected file in content/comics, ignored",
                "content/comics/99.md:1:1: warning: notes without a 99.json beside them, ignored",
                "content/comics/notes.txt:1:1: warning: unexpected file in content/comics, ignored",
            ])
        #expect(repository.comics.map(\.id.rawValue) == [1, 10], "by number, not by file name; the draft and broken file left out")
        let first = try #require(repository.comic(Comic.ID(1)))
        #expect(first.localImage == "comics/1.svg")
        #expect(first.imageURL == "https://img.example/1.png")
        #expect(first.notes?.rating == 5 && first.notes?.tags == ["space"])
        #expect(repository.comic(Comic.ID(10))?.localImage == nil)
        #expect(repository.comic(Comic.ID(2)) == nil)
    }

    /// Notes saved with Windows line ends must still be read: here a draft would otherwise be published.
    @Test func aDraftWithWindowsLineEndsIsLeftOut() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/comics/5.json", comicJSON(5, "Secret"))
        try site.write("content/comics/5.md", "---\r\ndraft: true\r\nrating: 2\r\n---\r\nNot ready.\r\n")
        let (repository, diagnostics) = JSONCacheComicRepository.load(contentDirectory: site.content, siteRoot: site.root)
        #expect(diagnostics.isEmpty)
        #expect(repository.comics.isEmpty)
    }

    @Test func aNumberThatContradictsTheFileNameIsAnError() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/comics/12.json", comicJSON(13, "x"))
        let (repository, diagnostics) = JSONCacheComicRepository.load(contentDirectory: site.content, siteRoot: site.root)
        #expect(repository.comics.isEmpty)
        #expect(
            diagnostics.map(\.description) == [
                "content/comics/12.json:1:9: error: num: 13 does not match the file name, which says 12"
            ])
    }
}

@Suite struct MarkdownFreePageRepositoryTests {
    @Test func loadsPagesAndReportsEveryProblem() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/pages/about.md", "---\ntitle: About\nmenu: 1\n---\nWho writes here.\n")
        try site.write("content/pages/colophon.md", "---\ntitle: Colophon\nmenu: 2\n---\nMade with sitegen.\n")
        try site.write("content/pages/wip.md", "---\ntitle: Work in progress\nslug: about\ndraft: true\n---\n")
        try site.write("content/pages/zz-about-again.md", "---\ntitle: About, again\nslug: about\n---\n")
        try site.write("content/pages/escape.md", "---\ntitle: Escape\nslug: ../etc\n---\n")
        try site.write("content/pages/readme.txt", "scratch")

        let (repository, diagnostics) = MarkdownFreePageRepository.load(contentDirectory: site.content, siteRoot: site.root)

        #expect(
            diagnostics.sorted().map(\.description) == [
                "content/pages/escape.md:3:7: error: slug: use lowercase letters, digits and hyphens, found \"../etc\"",
                "content/pages/readme.txt:1:1: warning: not a Markdown page (.md), ignored",
                "content/pages/zz-about-again.md:1:1: error: slug 'about' is already used by content/pages/about.md",
            ])
        #expect(repository.pages.map(\.slug) == ["about", "colophon"])
        #expect(repository.pages.map(\.title) == ["About", "Colophon"], "the draft with the same slug neither wins nor clashes")
        #expect(repository.pages.first?.body == "Who writes here.\n")
    }
}

@Suite struct CatalogTests {
    @Test func loadsEveryKindWithSortedSiteRelativeDiagnostics() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/movies/550.json", #"{"id": 550, "title": "A Film", "release_date": "1999-10-15"}"#)
        try site.write("content/movies/551.json", #"{"id": 551, "title": "Another", "runtime": "90 min"}"#)
        try site.write("content/movies/552.json", #"{"id": 552, "title": 5}"#)
        try site.write("content/movies/notes.md", "stray")
        try site.write("content/books/abc.json", bookJSON("abc", "A Book"))
        try site.write("content/books/x y.json", bookJSON("xy", "Misnamed"))
        try site.write("content/comics/7.json", comicJSON(7, "A Comic"))
        try site.write("content/comics/8.json", #"{"num": 8}"#)
        try site.write("content/pages/about.md", "---\ntitle: About\n---\n")
        try site.write("content/pages/colophon.md", "---\nmood: calm\n---\n")

        let (catalog, diagnostics) = Catalog.load(contentDirectory: site.content, siteRoot: site.root)

        #expect(catalog.movies.movies.map(\.title) == ["A Film", "Another"], "a malformed runtime is dropped, a title is not")
        #expect(catalog.books.books.map(\.title) == ["A Book"])
        #expect(catalog.comics.comics.map(\.title) == ["A Comic"])
        #expect(catalog.pages.pages.map(\.title) == ["About"])
        #expect(
            diagnostics.map(\.description) == [
                "content/books/x y.json:1:1: error: a file here must be named <Google Books volume id>.json, like 1gM6KphyINsC.json",
                "content/comics/8.json:1:1: error: safe_title: missing; a comic needs a title",
                "content/movies/551.json:1:44: warning: runtime: expected a whole number, found \"90 min\" (dropped)",
                "content/movies/552.json:1:22: error: title: expected a string, found 5",
                "content/movies/notes.md:1:1: warning: notes without a notes.json beside them, ignored",
                "content/pages/colophon.md:1:1: error: title: missing; a page needs a title",
                "content/pages/colophon.md:2:1: warning: unknown front-matter key 'mood', ignored",
            ])
        #expect(diagnostics == diagnostics.sorted())
    }

    @Test func anEmptyContentFolderIsAnEmptyCatalog() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try FileManager.default.createDirectory(atPath: site.content, withIntermediateDirectories: true)
        let (catalog, diagnostics) = Catalog.load(contentDirectory: site.content, siteRoot: site.root)
        #expect(diagnostics.isEmpty)
        #expect(
            catalog.movies.movies.isEmpty && catalog.books.books.isEmpty && catalog.comics.comics.isEmpty && catalog.pages.pages.isEmpty)
    }
}
