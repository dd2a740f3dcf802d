import Model
import Presentation
import Testing

@Suite struct PresentationContextTests {
    static let context = makeContext(
        MixedCatalog.movies, books: MixedCatalog.books, comics: MixedCatalog.comics,
        pages: MixedCatalog.pages, baseURL: "/catalog/")

    @Test func navigationOrderThenMenuPagesByMenuOrder() {
        #expect(
            Self.context.chrome(title: nil, route: .notFound).navigation == [
                LinkItem(title: "Home", url: "/catalog/"),
                LinkItem(title: "Movies", url: "/catalog/movies/"),
                LinkItem(title: "Books", url: "/catalog/books/"),
                LinkItem(title: "Comics", url: "/catalog/comics/"),
                LinkItem(title: "Years", url: "/catalog/years/"),
                LinkItem(title: "Tags", url: "/catalog/tags/"),
                LinkItem(title: "Stats", url: "/catalog/stats/"),
                // Menu order 1, then the two pages of order 2 by slug; the colophon has no order and stays out.
                LinkItem(title: "Contact", url: "/catalog/contact/"),
                LinkItem(title: "About", url: "/catalog/about/"),
                LinkItem(title: "FAQ", url: "/catalog/faq/"),
            ])
    }

    @Test func menuOrderWinsOverSlugAndTitle() {
        let pages = [
            FreePage(slug: "a", title: "Zeta", menuOrder: 10),
            FreePage(slug: "b", title: "Alpha", menuOrder: -1),
            FreePage(slug: "c", title: "Mu", menuOrder: 2),
        ]
        let navigation = makeContext(pages: pages).chrome(title: nil, route: .home).navigation
        #expect(navigation.map(\.title) == ["Home", "Alpha", "Mu", "Zeta"])
    }

    @Test func eachSectionOnlyWhenItHasSomething() {
        func titles(_ context: PresentationContext) -> [String] {
            context.chrome(title: nil, route: .home).navigation.map(\.title)
        }
        #expect(titles(makeContext()) == ["Home"])
        #expect(titles(makeContext([movie(1, "Undated, untagged")])) == ["Home", "Movies", "Stats"])
        #expect(titles(makeContext(books: [book("b1", "Tagged", tags: ["x"])])) == ["Home", "Books", "Tags", "Stats"])
        #expect(titles(makeContext(comics: [comic(1, date: "2006-01-01")])) == ["Home", "Comics", "Years", "Stats"])
        #expect(titles(makeContext(pages: [FreePage(slug: "about", title: "About")])) == ["Home"])
    }

    /// (route, the navigation entry marked current, or nil for none).
    static let sections: [(Route, String?)] = [
        (.home, "Home"),
        (.movieList(page: 2), "Movies"),
        (.movie(Movie.ID(19), title: "Metropolis"), "Movies"),
        (.termIndex(.genres), "Movies"),
        (.term(.genres, name: "Drama", page: 1), "Movies"),
        (.term(.genres, name: "Drama", page: 2), "Movies"),
        (.bookList(page: 1), "Books"),
        (.book(bookID("frankenstein"), title: "Frankenstein"), "Books"),
        (.termIndex(.authors), "Books"),
        (.term(.authors, name: "Mary Shelley", page: 1), "Books"),
        (.termIndex(.categories), "Books"),
        (.term(.categories, name: "Fiction", page: 1), "Books"),
        (.comicArchive, "Comics"),
        (.comic(Comic.ID(403)), "Comics"),
        (.latestComic, "Comics"),
        (.termIndex(.years), "Years"),
        (.term(.years, name: "2008", page: 1), "Years"),
        (.termIndex(.tags), "Tags"),
        (.term(.tags, name: "favourite", page: 1), "Tags"),
        (.page("about"), "About"),
        (.page("faq"), "FAQ"),
        (.page("colophon"), nil),
        (.notFound, nil),
    ]

    @Test(arguments: sections)
    func currentSection(route: Route, current: String?) {
        let navigation = Self.context.chrome(title: "x", route: route).navigation
        #expect(navigation.filter(\.isCurrent).map(\.title) == (current.map { [$0] } ?? []))
    }

    @Test func genreAuthorAndComicPagesMarkTheirKind() {
        func current(_ route: Route) -> [String] {
            Self.context.chrome(title: "x", route: route).navigation.filter(\.isCurrent).map(\.title)
        }
        #expect(current(.term(.genres, name: "Drama", page: 1)) == ["Movies"])
        #expect(current(.term(.authors, name: "Mary Shelley", page: 1)) == ["Books"])
        #expect(current(.comic(Comic.ID(403))) == ["Comics"])
    }

    @Test func chromeTitlesAndAssets() {
        let chrome = Self.context.chrome(title: "Frankenstein", route: .book(bookID("frankenstein"), title: "Frankenstein"))
        #expect(chrome.documentTitle == "Frankenstein · The Silent Shelf")
        #expect(chrome.siteTitle == "The Silent Shelf")
        #expect(chrome.homeURL == "/catalog/")
        #expect(chrome.stylesheetURL == "/catalog/assets/style.css")
        #expect(chrome.faviconURL == "/catalog/assets/favicon.svg")
        #expect(chrome.canonicalURL == nil, "a base path alone gives no absolute URL")
        #expect(Self.context.chrome(title: nil, route: .home).documentTitle == "The Silent Shelf")
    }

    @Test func catalogsAndPagesAreShared() {
        #expect(Self.context.movies.byRelease.map(\.title) == ["The Dark Knight", "Metropolis"])
        #expect(Self.context.books.byPurchase.count == 3)
        #expect(Self.context.comics.byNumber.map(\.id) == [Comic.ID(403), Comic.ID(1000)])
        #expect(Self.context.comics.latest?.id == Comic.ID(1000))
        #expect(Self.context.pages.map(\.slug) == ["about", "colophon", "contact", "faq"])
    }

    @Test func moviesOnlyInitialiserIsACatalogOfMovies() {
        var config = SiteConfig()
        config.title = "The Silent Shelf"
        let context = PresentationContext(config: config, movies: StubMovieRepository(SilentCatalog.movies))
        #expect(context.movies.byRelease.map(\.title) == SilentCatalog.byRelease)
        #expect(context.books.byPurchase.isEmpty)
        #expect(context.comics.byNumber.isEmpty)
        #expect(context.pages.isEmpty)
        #expect(
            context.chrome(title: nil, route: .home).navigation
                == makeContext(SilentCatalog.movies).chrome(title: nil, route: .home).navigation)
    }

    @Test(arguments: [(0, "0 movies"), (1, "1 movie"), (2, "2 movies"), (21, "21 movies")])
    func countIsPluralised(n: Int, text: String) {
        #expect(Self.context.count(n, .countMovies) == text)
    }
}

@Suite struct ChromeFeedTests {
    static let context = makeContext(
        SilentCatalog.movies, books: [book("b1", "Dracula")], comics: [comic(1)], baseURL: "https://example.org/catalog/")

    /// The site's feed on every page, and a kind's own on that kind's pages.
    @Test func pagesLinkTheSiteFeedAndTheirKinds() {
        let site = LinkItem(title: "The Silent Shelf", url: "/catalog/feed.xml")
        let movies = LinkItem(title: "Movies · The Silent Shelf", url: "/catalog/movies/feed.xml")
        let comics = LinkItem(title: "Comics · The Silent Shelf", url: "/catalog/comics/feed.xml")
        #expect(Self.context.chrome(title: nil, route: .home).feeds == [site])
        #expect(Self.context.chrome(title: "x", route: .movie(Movie.ID(653), title: "Nosferatu")).feeds == [site, movies])
        #expect(Self.context.chrome(title: "x", route: .term(.genres, name: "Horror", page: 1)).feeds == [site, movies])
        #expect(Self.context.chrome(title: "x", route: .comicArchive).feeds == [site, comics])
        #expect(Self.context.chrome(title: "x", route: .term(.years, name: "1922", page: 1)).feeds == [site])
        #expect(Self.context.chrome(title: "x", route: .notFound).feeds == [site])
    }

    @Test func aKindWithoutItemsHasNoFeedToLink() {
        let context = makeContext(SilentCatalog.movies, baseURL: "https://example.org/")
        #expect(context.chrome(title: "x", route: .bookList(page: 1)).feeds.map(\.url) == ["/feed.xml"])
    }
}

/// `date_format` and the language: the language's own day pattern unless the site sets one, which wins.
@Suite struct DateFormatAndLanguageTests {
    @Test(
        arguments: [
            ("en", nil, "4 Mar 1922"), ("ja", nil, "1922/03/04"), ("ja", "d MMMM yyyy", "4 3月 1922"), ("en", "yyyy/MM/dd", "1922/03/04"),
            ("ja-JP", nil, "1922/03/04"), ("de", nil, "4 März 1922"),
        ] as [(String, String?, String)])
    func theDayPattern(language: String, dateFormat: String?, expected: String) {
        #expect(makeContext(language: language, dateFormat: dateFormat).dates.format(date("1922-03-04")) == expected)
    }
}
