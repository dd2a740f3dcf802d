import Model
import Presentation
import Testing

@Suite struct HomePresentationModelTests {
    func present(_ context: PresentationContext) throws -> HomeItem {
        let input = MockHomeInput()
        HomePresentationModel(context: context).present(to: input)
        #expect(input.items.count == 1)
        return try #require(input.items.first)
    }

    @Test func presentsExactlyOneItem() {
        let input = MockHomeInput()
        HomePresentationModel(context: makeContext(SilentCatalog.movies)).present(to: input)
        #expect(input.items.count == 1)
    }

    @Test func countsLinkToTheirSections() throws {
        let item = try present(makeContext(SilentCatalog.movies, baseURL: "/catalog/"))
        #expect(item.counts == [HomeItem.Count(label: "Movies", count: 7, url: "/catalog/movies/")])
    }

    @Test func countsEveryNonEmptyKindInOrder() throws {
        let context = makeContext(
            SilentCatalog.movies,
            books: [book("b1", "Frankenstein"), book("b2", "Dracula")],
            comics: [comic(1), comic(2), comic(3)],
            baseURL: "/catalog/"
        )
        #expect(
            try present(context).counts == [
                HomeItem.Count(label: "Movies", count: 7, url: "/catalog/movies/"),
                HomeItem.Count(label: "Books", count: 2, url: "/catalog/books/"),
                HomeItem.Count(label: "Comics", count: 3, url: "/catalog/comics/"),
            ])
    }

    @Test func countsLeaveOutEmptyKinds() throws {
        #expect(
            try present(makeContext(books: [book("b1", "Frankenstein")])).counts == [
                HomeItem.Count(label: "Books", count: 1, url: "/books/")
            ])
        #expect(
            try present(makeContext(comics: [comic(403)])).counts == [
                HomeItem.Count(label: "Comics", count: 1, url: "/comics/")
            ])
        #expect(try present(makeContext([movie(1, "Film")], comics: [comic(403)])).counts.map(\.label) == ["Movies", "Comics"])
    }

    /// The watched movies come first, most recent first; the order among the rest is covered below.
    @Test func latestAreWatchedMostRecentlyFirst() throws {
        let item = try present(makeContext(SilentCatalog.movies))
        #expect(item.latest.prefix(3).map(\.title) == ["Nosferatu", "Metropolis", SilentCatalog.potemkinTitle])
        #expect(item.latest.count == 7)
        #expect(
            item.latest.first
                == CardItem(
                    title: "Nosferatu", url: "/movies/653-nosferatu/", year: "1922", posterURL: nil, posterAlt: "Poster of Nosferatu",
                    kind: "Movie"
                ))
    }

    /// Items the owner gave no date (unwatched movies, unpurchased books) follow, newest release first.
    @Test func latestAreWatchedMostRecentlyFirstThenNewestReleases() throws {
        let item = try present(makeContext(SilentCatalog.movies))
        #expect(
            item.latest.map(\.title) == [
                "Nosferatu", "Metropolis", SilentCatalog.potemkinTitle, "Häxan", "The Kid", "Another Lost", "Lost Film",
            ])
    }

    @Test func latestIsLimited() throws {
        let many = (1...20).map { movie($0, "Film \($0)", released: String(1900 + $0)) }
        let item = try present(makeContext(many))
        #expect(item.latest.count == HomePresentationModel.latestCount)
        #expect(item.latest.map(\.title) == (9...20).reversed().map { "Film \($0)" })
    }

    @Test func latestIsLimitedAcrossKinds() throws {
        let movies = (1...10).map { movie($0, "Film \($0)", watched: "2020-01-\(10 + $0)") }
        let books = (1...10).map { book("b\($0)", "Book \($0)", purchased: "2021-01-\(10 + $0)") }
        let item = try present(makeContext(movies, books: books))
        #expect(item.latest.count == HomePresentationModel.latestCount)
        #expect(item.latest.map(\.title) == (1...10).reversed().map { "Book \($0)" } + ["Film 10", "Film 9"])
    }

    /// Movies by when they were watched, books by when they were purchased, comics by their date.
    @Test func latestMixKindsByAddedDateWithKindLabels() throws {
        let context = makeContext(
            [movie(19, "Metropolis", released: "1927-01-10", watched: "2024-01-15")],
            books: [
                book(
                    "1gM6KphyINsC", "Divided by Faith", authors: ["Michael O. Emerson", "Christian Smith"],
                    published: "2000", purchased: "2024-03")
            ],
            comics: [comic(403, "Convincing Pickup Line", date: "2024-02-01")],
            baseURL: "/catalog/"
        )
        let item = try present(context)
        #expect(
            item.latest == [
                CardItem(
                    title: "Divided by Faith", url: "/catalog/books/1gM6KphyINsC-divided-by-faith/", year: "2000",
                    posterURL: nil, posterAlt: "Cover of Divided by Faith", kind: "Book",
                    byline: "Michael O. Emerson and Christian Smith"),
                CardItem(
                    title: "Convincing Pickup Line", url: "/catalog/comics/403/", year: "2024", posterURL: nil,
                    posterAlt: "Convincing Pickup Line", kind: "Comic", byline: "#403"),
                CardItem(
                    title: "Metropolis", url: "/catalog/movies/19-metropolis/", year: "1927", posterURL: nil,
                    posterAlt: "Poster of Metropolis", kind: "Movie"),
            ])
    }

    /// A movie's release date is not when the owner got it: only the watched date counts.
    @Test func latestIgnoresReleaseAndPublicationDatesWhenAnAddedDateExists() throws {
        let context = makeContext(
            [movie(1, "New Release", released: "2025-01-01"), movie(2, "Old Favourite", released: "1927", watched: "2020-01-01")],
            books: [book("b1", "New Book", published: "2025-06-01"), book("b2", "Old Book", published: "1818", purchased: "2019")]
        )
        let titles = try present(context).latest.map(\.title)
        #expect(titles.prefix(2) == ["Old Favourite", "Old Book"])
        #expect(Set(titles.suffix(2)) == ["New Release", "New Book"])
    }

    @Test func chromeUsesTheSiteTitleAndMarksHomeCurrent() throws {
        let chrome = try present(makeContext(SilentCatalog.movies, baseURL: "https://example.org/catalog/")).chrome
        #expect(chrome.documentTitle == "The Silent Shelf")
        #expect(chrome.siteTitle == "The Silent Shelf")
        #expect(chrome.homeURL == "/catalog/")
        #expect(chrome.canonicalURL == "https://example.org/catalog/")
        #expect(
            chrome.navigation == [
                LinkItem(title: "Home", url: "/catalog/", isCurrent: true),
                LinkItem(title: "Movies", url: "/catalog/movies/", isCurrent: false),
                LinkItem(title: "Years", url: "/catalog/years/", isCurrent: false),
                LinkItem(title: "Stats", url: "/catalog/stats/", isCurrent: false),
            ])
    }

    @Test func emptyCatalog() throws {
        let item = try present(makeContext([]))
        #expect(item.counts.isEmpty)
        #expect(item.latest.isEmpty)
        #expect(item.chrome.navigation == [LinkItem(title: "Home", url: "/", isCurrent: true)])
    }
}
