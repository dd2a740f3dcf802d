import Foundation
import Model
import Presentation
import Testing

/// What every page says about itself: description, Open Graph values and JSON-LD, per page kind.
@Suite struct LinkPreviewTests {
    static let base = "https://shelf.example/catalog/"
    /// Plain-text reading of markup for these tests: the views use the HTML sanitiser.
    static func reader(_ source: PreviewText.Source) -> String {
        switch source {
        case .text(let s): return s
        case .untrustedHTML(let html):
            return html.source.replacingOccurrences(of: "<p>", with: "").replacingOccurrences(of: "</p>", with: " ")
        case .markdown(let markdown): return markdown.source
        }
    }

    func moviePage(_ movie: Movie, baseURL: String = base) throws -> PageChrome {
        let input = MockMovieDetailInput()
        MovieDetailPresentationModel(context: makeContext([movie], baseURL: baseURL)).present(id: movie.id, to: input)
        return try #require(input.items.first).chrome
    }

    @Test func moviePage() throws {
        let chrome = try moviePage(MovieDetailPresentationModelTests.metropolis)
        let preview = chrome.preview
        #expect(preview.title == "Metropolis")
        #expect(preview.openGraphType == "video.movie")
        #expect(preview.imageURL == "https://image.tmdb.org/t/p/w342/abc.jpg")
        #expect(preview.imageAlt == "Poster of Metropolis")
        #expect(preview.twitterCard == "summary_large_image")
        #expect(preview.description.resolved(readingMarkup: Self.reader) == MovieDetailPresentationModelTests.metropolis.overview)
        #expect(chrome.canonicalURL == "https://shelf.example/catalog/movies/19-metropolis/")

        let movie = try structuredNode("Movie", in: chrome)
        #expect(movie["name"] as? String == "Metropolis")
        #expect(movie["url"] as? String == "https://shelf.example/catalog/movies/19-metropolis/")
        #expect(movie["image"] as? String == "https://image.tmdb.org/t/p/w342/abc.jpg")
        #expect(movie["duration"] as? String == "PT2H33M")
        #expect(movie["datePublished"] as? String == "1927-01-10")
        #expect(movie["genre"] as? [String] == ["Drama", "Science Fiction"])
        #expect(personNames(movie["director"]) == ["Fritz Lang"])
        #expect(personNames(movie["actor"]) == (1...MovieDetailPresentationModel.castLimit).map { "Actor \($0)" }, "the top-billed cast")
        #expect(try structuredGraph(chrome).count == 2, "the movie and its breadcrumbs")

        let trail = try breadcrumbs(chrome)
        #expect(trail.map(\.name) == ["Home", "Movies", "Metropolis"])
        #expect(
            trail.map(\.item) == [
                "https://shelf.example/catalog/", "https://shelf.example/catalog/movies/",
                "https://shelf.example/catalog/movies/19-metropolis/",
            ])
    }

    @Test func movieWithoutTextIsDescribedBySentence() throws {
        var nosferatu = movie(653, "Nosferatu", released: "1922-03")
        nosferatu.directors = ["F. W. Murnau"]
        let described = { (movie: Movie) in try moviePage(movie).preview.description.resolved(readingMarkup: Self.reader) }
        #expect(try described(nosferatu) == "Nosferatu, a movie directed by F. W. Murnau (1922).")
        #expect(try described(movie(1, "Untitled")) == "Untitled, a movie.")
        nosferatu.tagline = "A symphony of horror."
        #expect(try described(nosferatu) == "A symphony of horror.")
        nosferatu.overview = " "
        #expect(try described(nosferatu) == "A symphony of horror.", "a blank overview is no overview")
    }

    @Test func movieWithoutDatesOrRuntimeLeavesThemOut() throws {
        let node = try structuredNode("Movie", in: try moviePage(movie(1, "Untitled")))
        #expect(Set(node.keys) == ["@type", "name", "url"])
    }

    /// Open Graph needs absolute URLs: without an absolute base URL, a local poster has none and
    /// `og:url` is absent; JSON-LD keeps the root-relative URLs, which resolve against the page.
    @Test func localImagesNeedAnAbsoluteBaseURL() throws {
        let local = Movie(id: Movie.ID(19), title: "Metropolis", localPoster: "movies/19.jpg")
        let absolute = try moviePage(local)
        #expect(absolute.preview.imageURL == "https://shelf.example/catalog/movies/19-metropolis/poster.jpg")

        let relative = try moviePage(local, baseURL: "/catalog/")
        #expect(relative.preview.imageURL == nil)
        #expect(relative.preview.imageAlt == nil)
        #expect(relative.preview.twitterCard == "summary")
        #expect(relative.canonicalURL == nil)
        let node = try structuredNode("Movie", in: relative)
        #expect(node["url"] as? String == "/catalog/movies/19-metropolis/")
        #expect(node["image"] as? String == "/catalog/movies/19-metropolis/poster.jpg")
        #expect(try breadcrumbs(relative).map(\.item) == ["/catalog/", "/catalog/movies/", "/catalog/movies/19-metropolis/"])

        // A remote poster is absolute anyway.
        var remote = local
        remote.localPoster = nil
        remote.posterPath = "/abc.jpg"
        #expect(try moviePage(remote, baseURL: "/").preview.imageURL == "https://image.tmdb.org/t/p/w342/abc.jpg")
    }

    func bookPage(_ book: Book) throws -> PageChrome {
        let input = MockBookDetailInput()
        BookDetailPresentationModel(context: makeContext(books: [book], baseURL: Self.base)).present(id: book.id, to: input)
        return try #require(input.items.first).chrome
    }

    @Test func bookPage() throws {
        let chrome = try bookPage(BookDetailPresentationModelTests.dividedByFaith)
        #expect(chrome.preview.openGraphType == "book")
        #expect(chrome.preview.imageURL == BookDetailPresentationModelTests.dividedByFaith.coverURL)
        #expect(chrome.preview.description.source == .untrustedHTML(UntrustedHTML(BookDetailPresentationModelTests.description)))
        let node = try structuredNode("Book", in: chrome)
        #expect(node["name"] as? String == "Divided by Faith")
        #expect(personNames(node["author"]) == ["Michael O. Emerson", "Christian Smith"])
        #expect(node["isbn"] as? String == "9780195147070")
        #expect(node["datePublished"] as? String == "2000-05-04")
        #expect(node["numberOfPages"] as? Int == 232)
        #expect((node["publisher"] as? [String: String]) == ["@type": "Organization", "name": "Oxford University Press"])
        #expect(try breadcrumbs(chrome).map(\.name) == ["Home", "Books", "Divided by Faith"])
    }

    @Test func bookWithoutDescriptionAndBeforeTheCommonEra() throws {
        var iliad = book("iliad", "The Iliad", authors: ["Homer"], published: "-750")
        iliad.isbn10 = "0140275363"
        let chrome = try bookPage(iliad)
        #expect(chrome.preview.description.resolved(readingMarkup: Self.reader) == "The Iliad, a book by Homer (750 BC).")
        let node = try structuredNode("Book", in: chrome)
        #expect(node["datePublished"] == nil, "no ISO 8601 date for 750 BC")
        #expect(node["isbn"] as? String == "0140275363")
    }

    @Test func comicPage() throws {
        var barrel = comic(1, "Barrel – Part 1", date: "2006-01-01", alt: "Don't we all.")
        barrel.imageURL = "https://imgs.xkcd.com/comics/barrel_cropped_(1).jpg"
        let input = MockComicDetailInput()
        ComicDetailPresentationModel(context: makeContext(comics: [barrel], baseURL: Self.base)).present(id: barrel.id, to: input)
        let chrome = try #require(input.items.first).chrome
        #expect(chrome.preview.openGraphType == "article")
        #expect(chrome.preview.description.resolved(readingMarkup: Self.reader) == "Don't we all.")
        #expect(chrome.preview.imageAlt == "Don't we all.")
        let node = try structuredNode("ComicStory", in: chrome)
        #expect(node["name"] as? String == "Barrel – Part 1")
        #expect(node["datePublished"] as? String == "2006-01-01")
        #expect(node["url"] as? String == "https://shelf.example/catalog/comics/1/")
        #expect(node["image"] as? String == barrel.imageURL)
        #expect(try breadcrumbs(chrome).map(\.name) == ["Home", "Comics", "Barrel – Part 1"])
    }

    /// Lists, indexes and the home page describe themselves by the site's name and their counts.
    @Test func listPagesAreDescribedByTheirCounts() throws {
        let context = makeContext(
            MixedCatalog.movies, books: MixedCatalog.books, comics: MixedCatalog.comics, baseURL: Self.base, pageSize: 1)
        let describe = { (chrome: PageChrome) in chrome.preview.description.resolved(readingMarkup: Self.reader) }

        let home = MockHomeInput()
        HomePresentationModel(context: context).present(to: home)
        let homeChrome = try #require(home.items.first).chrome
        #expect(describe(homeChrome) == "The Silent Shelf: a catalog of 2 movies, 3 books and 2 comics.")
        #expect(homeChrome.preview.title == "The Silent Shelf")
        #expect(homeChrome.preview.openGraphType == "website")
        #expect(try structuredGraph(homeChrome).count == 1, "breadcrumbs alone")
        #expect(try breadcrumbs(homeChrome).map(\.name) == ["Home"])

        let list = MockCardListInput()
        MovieListPresentationModel(context: context).present(page: 2, to: list)
        let listChrome = try #require(list.items.first).chrome
        #expect(describe(listChrome) == "Movies, page 2: 2 movies in The Silent Shelf.")
        #expect(try breadcrumbs(listChrome).map(\.name) == ["Home", "Movies", "Movies, page 2"])

        let index = MockTermIndexInput()
        TermIndexPresentationModel(context: context).present(.authors, to: index)
        let indexChrome = try #require(index.items.first).chrome
        #expect(describe(indexChrome) == "Authors: 3 authors in The Silent Shelf.")
        #expect(try breadcrumbs(indexChrome).map(\.name) == ["Home", "Authors"])

        let archive = MockComicArchiveInput()
        ComicArchivePresentationModel(context: context).present(to: archive)
        #expect(describe(try #require(archive.items.first).chrome) == "Comics: 2 comics in The Silent Shelf.")
    }

    @Test func termPagesSitUnderTheirIndex() throws {
        let context = makeContext(MixedCatalog.movies, baseURL: Self.base, pageSize: 1)
        let drama = try #require(context.taxonomies.term(.genres, named: "Drama"))
        let input = MockCardListInput()
        TermPresentationModel(context: context).present(term: drama, page: 2, to: input)
        let trail = try breadcrumbs(try #require(input.items.first).chrome)
        #expect(trail.map(\.name) == ["Home", "Genres", "Drama", "Drama, page 2"])
        #expect(
            trail.map(\.item) == [
                "https://shelf.example/catalog/", "https://shelf.example/catalog/genres/",
                "https://shelf.example/catalog/genres/drama/", "https://shelf.example/catalog/genres/drama/page/2/",
            ])
    }

    @Test func freePageIsDescribedByItsBody() throws {
        let about = FreePage(slug: "about", title: "About", body: "This *shelf* is mine.")
        let input = MockFreePageInput()
        FreePagePresentationModel(context: makeContext(pages: [about], baseURL: Self.base)).present(slug: "about", to: input)
        let chrome = try #require(input.items.first).chrome
        #expect(chrome.preview.description.source == .markdown(MarkdownText("This *shelf* is mine.")))
        #expect(try breadcrumbs(chrome).map(\.name) == ["Home", "About"])
    }

    @Test func aPageWithoutPreviewIsDescribedByItsTitle() throws {
        let input = MockNotFoundInput()
        NotFoundPresentationModel(context: makeContext(baseURL: Self.base)).present(to: input)
        let chrome = try #require(input.items.first).chrome
        #expect(chrome.preview.description.resolved(readingMarkup: Self.reader) == "Page not found · The Silent Shelf")
        #expect(try breadcrumbs(chrome).map(\.name) == ["Home", "Page not found"])
    }

    /// A title made to end the script element stays a string of the JSON, and the text has no `<` at all.
    @Test func hostileTitleStaysInsideItsString() throws {
        let title = "</script><script>alert(1)</script>"
        let chrome = try moviePage(movie(1, title))
        #expect(chrome.preview.structuredData?.contains("<") == false)
        #expect(try structuredNode("Movie", in: chrome)["name"] as? String == title)
        #expect(try breadcrumbs(chrome).last?.name == title)
    }

    @Test func sameInputSameBytes() throws {
        let first = try moviePage(MovieDetailPresentationModelTests.metropolis).preview.structuredData
        let second = try moviePage(MovieDetailPresentationModelTests.metropolis).preview.structuredData
        #expect(first == second)
    }
}
