import Model
import Presentation
import Testing

@Suite struct MovieListPresentationModelTests {
    @Test func presentsExactlyOneItemNewestReleaseFirstUndatedLast() throws {
        let input = MockCardListInput()
        MovieListPresentationModel(context: makeContext(SilentCatalog.movies)).present(page: 1, to: input)
        #expect(input.items.count == 1)
        let item = try #require(input.items.first)
        #expect(item.cards.map(\.title) == SilentCatalog.byRelease)
        #expect(item.cards.map(\.year) == ["1927", "1925", "1922", "1922", "1921", nil, nil])
        #expect(item.heading == "Movies")
        #expect(item.countText == "7 movies")
        #expect(item.pagination == nil)
        #expect(item.chrome.documentTitle == "Movies · The Silent Shelf")
    }

    @Test func cardsLinkToMoviePages() throws {
        let input = MockCardListInput()
        MovieListPresentationModel(context: makeContext(SilentCatalog.movies)).present(page: 1, to: input)
        let cards = try #require(input.items.first).cards
        #expect(cards.map(\.url).prefix(2) == ["/movies/19-metropolis/", "/movies/643/"])
    }

    @Test func equalDatesAreOrderedByTitleThenID() throws {
        let movies = [
            movie(3, "beta", released: "1930"), movie(2, "Alpha", released: "1930"),
            movie(5, "Same", released: "1930"), movie(4, "Same", released: "1930"),
        ]
        let input = MockCardListInput()
        MovieListPresentationModel(context: makeContext(movies)).present(page: 1, to: input)
        #expect(
            try #require(input.items.first).cards.map(\.url) == [
                "/movies/2-alpha/", "/movies/3-beta/", "/movies/4-same/", "/movies/5-same/",
            ])
    }

    /// The list is chronological across the era, newest first, and its cards show years as written.
    @Test func yearsOfOldAndAncientWorksSortAndShowInTheirPlace() throws {
        let movies = [
            movie(1, "Ancient", released: "-750"), movie(2, "Medieval", released: "0800-05"), movie(3, "Modern", released: "1999"),
            movie(4, "Older", released: "-751-12-31"), movie(5, "Undated"), movie(6, "Late BC", released: "-1"),
        ]
        let input = MockCardListInput()
        MovieListPresentationModel(context: makeContext(movies)).present(page: 1, to: input)
        let cards = try #require(input.items.first).cards
        #expect(cards.map(\.title) == ["Modern", "Medieval", "Late BC", "Ancient", "Older", "Undated"])
        #expect(cards.map(\.year) == ["1999", "800", "1 BC", "750 BC", "751 BC", nil])
    }

    @Test(arguments: [(1, 7), (2, 4), (3, 3), (7, 1), (24, 1)])
    func pageSizeComesFromTheConfig(pageSize: Int, pages: Int) throws {
        let model = MovieListPresentationModel(context: makeContext(SilentCatalog.movies, pageSize: pageSize))
        #expect(model.pageCount == pages)
        let input = MockCardListInput()
        model.present(page: 1, to: input)
        #expect(try #require(input.items.first).cards.count == min(pageSize, 7))
    }

    @Test(arguments: [
        (1, ["Metropolis", SilentCatalog.potemkinTitle]),
        (2, ["Nosferatu", "Häxan"]),
        (4, ["Lost Film"]),
    ])
    func pagesAreSlicesOfTheSortedList(page: Int, titles: [String]) throws {
        let input = MockCardListInput()
        MovieListPresentationModel(context: makeContext(SilentCatalog.movies, pageSize: 2)).present(page: page, to: input)
        #expect(input.items.count == 1)
        let item = try #require(input.items.first)
        #expect(item.cards.map(\.title) == titles)
        #expect(item.countText == "7 movies")
    }

    @Test func secondPageIsPaginatedAndTitled() throws {
        let input = MockCardListInput()
        let context = makeContext(SilentCatalog.movies, baseURL: "https://example.org/catalog/", pageSize: 2)
        MovieListPresentationModel(context: context).present(page: 2, to: input)
        let item = try #require(input.items.first)
        let pagination = try #require(item.pagination)
        #expect(pagination.previousURL == "/catalog/movies/")
        #expect(pagination.nextURL == "/catalog/movies/page/3/")
        #expect(pagination.summary == "Page 2 of 4")
        #expect(
            pagination.pages.compactMap { $0?.url } == [
                "/catalog/movies/", "/catalog/movies/page/2/", "/catalog/movies/page/3/", "/catalog/movies/page/4/",
            ])
        #expect(pagination.pages.compactMap { $0?.isCurrent } == [false, true, false, false])
        #expect(item.chrome.documentTitle == "Movies, page 2 · The Silent Shelf")
        #expect(item.chrome.canonicalURL == "https://example.org/catalog/movies/page/2/")
        #expect(item.chrome.navigation.map(\.isCurrent) == [false, true, false, false])
    }

    @Test func lastPageHasNoNext() throws {
        let input = MockCardListInput()
        MovieListPresentationModel(context: makeContext(SilentCatalog.movies, pageSize: 2)).present(page: 4, to: input)
        let pagination = try #require(input.items.first?.pagination)
        #expect(pagination.nextURL == nil)
        #expect(pagination.previousURL == "/movies/page/3/")
    }

    @Test(arguments: [(0, "0 movies"), (1, "1 movie"), (2, "2 movies")])
    func countTextIsPluralised(count: Int, text: String) throws {
        let input = MockCardListInput()
        let movies = (0..<count).map { movie(100 + $0, "Film \($0)") }
        MovieListPresentationModel(context: makeContext(movies)).present(page: 1, to: input)
        #expect(try #require(input.items.first).countText == text)
    }

    @Test func relatedLinksGenresWhenThereAreAny() throws {
        let input = MockCardListInput()
        MovieListPresentationModel(context: makeContext(SilentCatalog.movies, baseURL: "/catalog/")).present(page: 1, to: input)
        #expect(try #require(input.items.first).related == [LinkItem(title: "Genres", url: "/catalog/genres/")])
        let bare = MockCardListInput()
        MovieListPresentationModel(context: makeContext([movie(1, "No Genre")])).present(page: 1, to: bare)
        #expect(try #require(bare.items.first).related.isEmpty)
    }

    @Test func cardsCarryNoKindOnASingleKindList() throws {
        let input = MockCardListInput()
        MovieListPresentationModel(context: makeContext(SilentCatalog.movies)).present(page: 1, to: input)
        #expect(try #require(input.items.first).cards.allSatisfy { $0.kind == nil && $0.byline == nil })
    }
}
