import Model
import Presentation
import Testing

@Suite struct RouterTests {
    static let metropolis = Movie.ID(19)
    static let potemkin = "Броненосец «Потёмкин»"
    static let dividedByFaith = bookID("1gM6KphyINsC")
    static let warAndPeace = bookID("wB2vAAAAMAAJ")

    /// (route, URL under `/`, output path).
    static let routes: [(Route, String, String)] = [
        (.home, "/", "index.html"),
        (.movieList(page: 1), "/movies/", "movies/index.html"),
        (.movieList(page: 2), "/movies/page/2/", "movies/page/2/index.html"),
        (.movie(metropolis, title: "Metropolis"), "/movies/19-metropolis/", "movies/19-metropolis/index.html"),
        (.movie(Movie.ID(643), title: potemkin), "/movies/643/", "movies/643/index.html"),
        (
            .moviePoster(metropolis, title: "Metropolis", fileExtension: "svg"),
            "/movies/19-metropolis/poster.svg", "movies/19-metropolis/poster.svg"
        ),
        (.termIndex(.genres), "/genres/", "genres/index.html"),
        (.term(.genres, name: "Science Fiction", page: 1), "/genres/science-fiction/", "genres/science-fiction/index.html"),
        (
            .term(.genres, name: "Science Fiction", page: 3), "/genres/science-fiction/page/3/",
            "genres/science-fiction/page/3/index.html"
        ),
        (.bookList(page: 1), "/books/", "books/index.html"),
        (.bookList(page: 2), "/books/page/2/", "books/page/2/index.html"),
        (
            .book(dividedByFaith, title: "Divided by Faith"),
            "/books/1gM6KphyINsC-divided-by-faith/", "books/1gM6KphyINsC-divided-by-faith/index.html"
        ),
        (.book(warAndPeace, title: "Война и мир"), "/books/wB2vAAAAMAAJ/", "books/wB2vAAAAMAAJ/index.html"),
        (
            .bookCover(dividedByFaith, title: "Divided by Faith", fileExtension: "jpg"),
            "/books/1gM6KphyINsC-divided-by-faith/cover.jpg", "books/1gM6KphyINsC-divided-by-faith/cover.jpg"
        ),
        (
            .bookCover(warAndPeace, title: "Война и мир", fileExtension: "svg"),
            "/books/wB2vAAAAMAAJ/cover.svg", "books/wB2vAAAAMAAJ/cover.svg"
        ),
        (.comicArchive, "/comics/", "comics/index.html"),
        (.comic(Comic.ID(403)), "/comics/403/", "comics/403/index.html"),
        (.comicImage(Comic.ID(403), fileExtension: "png"), "/comics/403/image.png", "comics/403/image.png"),
        (.latestComic, "/comics/latest/", "comics/latest/index.html"),
        (.termIndex(.authors), "/authors/", "authors/index.html"),
        (.term(.authors, name: "Mary Shelley", page: 1), "/authors/mary-shelley/", "authors/mary-shelley/index.html"),
        (.term(.authors, name: "Mary Shelley", page: 2), "/authors/mary-shelley/page/2/", "authors/mary-shelley/page/2/index.html"),
        (.termIndex(.categories), "/categories/", "categories/index.html"),
        (.term(.categories, name: "Religion", page: 1), "/categories/religion/", "categories/religion/index.html"),
        (
            .term(.categories, name: "Social Science", page: 3),
            "/categories/social-science/page/3/", "categories/social-science/page/3/index.html"
        ),
        (.termIndex(.years), "/years/", "years/index.html"),
        (.term(.years, name: "2008", page: 1), "/years/2008/", "years/2008/index.html"),
        (.term(.years, name: "1927", page: 2), "/years/1927/page/2/", "years/1927/page/2/index.html"),
        (.termIndex(.tags), "/tags/", "tags/index.html"),
        (.term(.tags, name: "Sci-Fi", page: 1), "/tags/sci-fi/", "tags/sci-fi/index.html"),
        (.term(.tags, name: "Sci-Fi", page: 2), "/tags/sci-fi/page/2/", "tags/sci-fi/page/2/index.html"),
        (.page("about"), "/about/", "about/index.html"),
        (.notFound, "/404.html", "404.html"),
        (.asset("style.css"), "/assets/style.css", "assets/style.css"),
    ]

    @Test(arguments: routes)
    func urlAndOutputPathAtTheRoot(route: Route, url: String, outputPath: String) {
        let router = Router(basePath: "/")
        #expect(router.url(route) == url)
        #expect(router.outputPath(route) == outputPath)
    }

    @Test(arguments: routes)
    func urlUnderABasePathKeepsTheSameOutputPath(route: Route, url: String, outputPath: String) {
        let router = Router(basePath: "/catalog/")
        #expect(router.url(route) == "/catalog" + url)
        #expect(router.outputPath(route) == outputPath)
    }

    @Test func homeUnderABasePath() {
        let router = Router(basePath: "/catalog/")
        #expect(router.url(.home) == "/catalog/")
        #expect(router.outputPath(.home) == "index.html")
    }

    @Test(arguments: ["/catalog/", "/catalog", "catalog/", "catalog"])
    func basePathIsNormalisedToLeadingAndTrailingSlash(basePath: String) {
        let router = Router(basePath: basePath)
        #expect(router.basePath == "/catalog/")
        #expect(router.url(.movieList(page: 1)) == "/catalog/movies/")
    }

    @Test(arguments: [0, 1])
    func firstPageOfAListHasNoPageSegment(page: Int) {
        let router = Router(basePath: "/")
        #expect(router.url(.movieList(page: page)) == "/movies/")
        #expect(router.url(.term(.genres, name: "Drama", page: page)) == "/genres/drama/")
    }

    @Test func movieSlugFallsBackToTheIDWithoutAnASCIILetter() {
        let router = Router(basePath: "/")
        #expect(router.movieSlug(Movie.ID(19), title: "Metropolis") == "19-metropolis")
        #expect(router.movieSlug(Movie.ID(643), title: Self.potemkin) == "643")
        #expect(router.movieSlug(Movie.ID(10098), title: "The Kid") == "10098-the-kid")
    }

    /// A movie's or book's folder is its id, a hyphen and its title's slug, or the id alone; its URL is that folder
    /// below the base path, and its page the folder's index.
    @Test(arguments: ["Metropolis", Self.potemkin, "", "L'Atalante", "8½ Women", String(repeating: "Long title ", count: 20)])
    func anItemsAddressIsItsIDAndItsTitlesSlug(title: String) {
        let router = Router(basePath: "/catalog/")
        let movie = Slug.make(title).map { "550-\($0)" } ?? "550"
        #expect(router.movieSlug(Movie.ID(550), title: title) == movie)
        #expect(router.url(.movie(Movie.ID(550), title: title)) == "/catalog/movies/\(movie)/")
        #expect(router.outputPath(.movie(Movie.ID(550), title: title)) == "movies/\(movie)/index.html")
        let book = Slug.make(title).map { "wB2vAAAAMAAJ-\($0)" } ?? "wB2vAAAAMAAJ"
        #expect(router.bookSlug(Self.warAndPeace, title: title) == book)
        #expect(router.url(.book(Self.warAndPeace, title: title)) == "/catalog/books/\(book)/")
        #expect(router.outputPath(.book(Self.warAndPeace, title: title)) == "books/\(book)/index.html")
    }

    @Test func genreWithoutAnASCIILetterGetsAStableFallbackSlug() {
        let router = Router(basePath: "/")
        let slug = Taxonomy.genres.key(for: "Драма")
        #expect(slug == Slug.fallback(for: "Драма"))
        #expect(router.url(.term(.genres, name: "Драма", page: 1)) == "/genres/\(slug)/")
        #expect(router.outputPath(.term(.genres, name: "Драма", page: 2)) == "genres/\(slug)/page/2/index.html")
    }

    /// A router under `basePath` for the people of three movies' directors: Björk, Bjork (whose names make one slug) and
    /// Fritz Lang.
    static func routerTellingApartBjork(basePath: String) -> Router {
        let movies = ["Björk", "Bjork", "Fritz Lang"].enumerated().map { index, name in
            Movie(id: Movie.ID(index + 1), title: "Film \(index)", directors: [name])
        }
        return Router(basePath: basePath, people: Taxonomies(movies: movies, books: [], comics: []).personAddresses)
    }

    /// A term's pages' paths made from one slug are the paths of each page's route, for every taxonomy, for people told
    /// apart by a number, and under a base path.
    @Test(arguments: ["/", "/catalog/"])
    func aTermsOutputPathsAreThoseOfItsPagesRoutes(basePath: String) {
        let router = Self.routerTellingApartBjork(basePath: basePath)
        let terms: [(Taxonomy, String)] = [
            (.people, "Björk"), (.people, "Bjork"), (.people, "Fritz Lang"), (.genres, "Драма"),
            (.years, "750 BC"), (.tags, "to watch"),
        ]
        for (taxonomy, name) in terms {
            let paths = router.termOutputPaths(taxonomy, name: name)
            for page in [1, 2, 5, 10, 123] {
                #expect(paths.path(page: page) == router.outputPath(.term(taxonomy, name: name, page: page)), "\(taxonomy) \(name) \(page)")
            }
        }
        let paths = router.termOutputPaths(.people, name: "Björk")
        #expect([1, 2].map { paths.path(page: $0) } == ["people/bjork-2/index.html", "people/bjork-2/page/2/index.html"])
    }

    /// A term's folder is its taxonomy's, then the person's segment or the term's key; its URL that folder below the
    /// base path, with the page's folder after the first.
    @Test(arguments: ["/", "/catalog/"])
    func aTermsAddressIsItsTaxonomyAndItsKey(basePath: String) {
        let router = Self.routerTellingApartBjork(basePath: basePath)
        let terms: [(Taxonomy, String)] = [
            (.people, "Björk"), (.people, "Bjork"), (.people, "Сергей Эйзенштейн"), (.people, ""), (.genres, "Драма"),
            (.genres, "Sci-Fi"), (.years, "2008"), (.years, "750 BC"), (.tags, "to watch"), (.categories, "七人の侍"),
        ]
        for (taxonomy, name) in terms {
            let key = taxonomy == .people ? router.people.segment(for: name) : taxonomy.key(for: name)
            for page in [1, 2, 10] {
                let folder = "\(taxonomy.rawValue)/\(key)/" + (page == 1 ? "" : "page/\(page)/")
                #expect(router.url(.term(taxonomy, name: name, page: page)) == basePath + folder, "\(taxonomy) \(name) \(page)")
                #expect(router.outputPath(.term(taxonomy, name: name, page: page)) == folder + "index.html", "\(taxonomy) \(name) \(page)")
            }
        }
        #expect(router.url(.term(.people, name: "Björk", page: 1)) == basePath + "people/bjork-2/")
    }

    @Test func everyURLStartsWithTheBasePath() {
        let router = Router(basePath: "/catalog/")
        for (route, _, _) in Self.routes {
            #expect(router.url(route).hasPrefix("/catalog/"), "\(route)")
            #expect(!router.outputPath(route).hasPrefix("/"), "\(route)")
            #expect(!router.outputPath(route).contains(".."), "\(route)")
        }
    }

    @Test func bookSlugFallsBackToTheIDWithoutAnASCIILetter() {
        let router = Router(basePath: "/")
        #expect(router.bookSlug(Self.dividedByFaith, title: "Divided by Faith") == "1gM6KphyINsC-divided-by-faith")
        #expect(router.bookSlug(Self.warAndPeace, title: "Война и мир") == "wB2vAAAAMAAJ")
        #expect(router.bookSlug(Self.warAndPeace, title: "") == "wB2vAAAAMAAJ")
    }

    @Test(arguments: Taxonomy.allCases)
    func everyTaxonomyHasAnIndexAndTermPagesUnderItsName(taxonomy: Taxonomy) {
        let router = Router(basePath: "/catalog/")
        #expect(router.url(.termIndex(taxonomy)) == "/catalog/\(taxonomy.rawValue)/")
        #expect(router.outputPath(.termIndex(taxonomy)) == "\(taxonomy.rawValue)/index.html")
        #expect(router.url(.term(taxonomy, name: "Science Fiction", page: 1)) == "/catalog/\(taxonomy.rawValue)/science-fiction/")
        #expect(router.url(.term(taxonomy, name: "Science Fiction", page: 0)) == "/catalog/\(taxonomy.rawValue)/science-fiction/")
        #expect(
            router.outputPath(.term(taxonomy, name: "Science Fiction", page: 2))
                == "\(taxonomy.rawValue)/science-fiction/page/2/index.html")
    }

    /// Spellings that differ in case, accents or punctuation lead to one page.
    @Test(arguments: [Taxonomy.genres, .authors, .categories, .tags])
    func spellingsOfATermShareAnAddress(taxonomy: Taxonomy) {
        let router = Router(basePath: "/")
        let urls = Set(["Sci-Fi", "sci fi", "SCI  FI", "Sci‐Fí"].map { router.url(.term(taxonomy, name: $0, page: 1)) })
        #expect(urls == ["/\(taxonomy.rawValue)/sci-fi/"])
    }

    @Test func yearsAreKeptAsWritten() {
        #expect(Taxonomy.years.key(for: "2008") == "2008")
        #expect(Taxonomy.years.key(for: "0999") == "0999")
        // Only ASCII digits pass through; anything else becomes a slug.
        #expect(Taxonomy.years.key(for: "Undated") == "undated")
        #expect(Taxonomy.tags.key(for: "2008") == Slug.fallback(for: "2008"))
    }

    /// Years of fewer than four digits keep their digits; a year before the common era gets its own segment.
    @Test func yearsOfOldAndAncientWorksHaveSafeAddresses() {
        let router = Router(basePath: "/")
        #expect(router.url(.term(.years, name: DateText.year(800), page: 1)) == "/years/800/")
        #expect(router.url(.term(.years, name: DateText.year(-750), page: 1)) == "/years/750-bc/")
        #expect(router.outputPath(.term(.years, name: DateText.year(-750), page: 2)) == "years/750-bc/page/2/index.html")
        #expect(router.url(.term(.years, name: DateText.year(750), page: 1)) == "/years/750/")
    }

    @Test func nameWithoutAnASCIILetterGetsAStableFallbackInEveryTaxonomy() {
        let router = Router(basePath: "/")
        let key = Slug.fallback(for: "Лев Толстой")
        #expect(router.url(.term(.authors, name: "Лев Толстой", page: 1)) == "/authors/\(key)/")
        #expect(router.url(.term(.tags, name: "Лев Толстой", page: 1)) == "/tags/\(key)/")
    }
}

@Suite struct RouterFolderTests {
    @Test func aFolderRouteStaysBelowTheBasePath() {
        let router = Router(basePath: "/catalog/")
        #expect(router.url(.folder("shelf")) == "/catalog/shelf/")
        #expect(router.outputPath(.folder("shelf/2024")) == "shelf/2024/index.html")
        #expect(router.outputPath(.folder("../../etc/Passwd")) == "page/page/etc/passwd/index.html")
        #expect(router.outputPath(.folder("a b/\u{0}x")) == "a-b/x/index.html")
        #expect(router.address(.folder("stats")).url == "/catalog/stats/")
    }
}

@Suite struct RouterSiteFileTests {
    /// The sitemap, robots.txt and the feeds are files, not folders: their URL is their output path.
    @Test func siteFilesLandAtTheirNames() {
        let router = Router(basePath: "/catalog/")
        let expected: [(Route, String)] = [
            (.sitemap, "sitemap.xml"), (.sitemapPart(2), "sitemap-2.xml"), (.robots, "robots.txt"), (.feed(.site), "feed.xml"),
            (.feed(.movies), "movies/feed.xml"), (.feed(.books), "books/feed.xml"), (.feed(.comics), "comics/feed.xml"),
        ]
        for (route, path) in expected {
            #expect(router.outputPath(route) == path)
            #expect(router.address(route).url == "/catalog/" + path)
        }
    }
}

@Suite struct RouterFileNameTests {
    /// The search index's and the random page's files keep a name of lower-case letters, digits, hyphens and dots as it
    /// is; any other character becomes a hyphen, capitals are lowered, and a name of dots alone or none is `file`.
    @Test(arguments: [
        ("cards-000e86d562d083a1.json", "cards-000e86d562d083a1.json"), ("a.b-c9", "a.b-c9"), ("Cards-1.JSON", "cards-1.json"),
        ("a/b", "a-b"), ("../x", "..-x"), ("é.json", "-.json"), ("a b", "a-b"), (".", "file"), ("..", "file"), ("", "file"),
        ("-", "-"), (".-", ".-"),
    ])
    func aFileNameIsKeptOrMadeSafe(name: String, expected: String) {
        let router = Router(basePath: "/")
        #expect(router.outputPath(.searchIndexFile(name)) == "search/index/" + expected)
        #expect(router.outputPath(.randomList(name)) == "random/list/" + expected)
    }
}
