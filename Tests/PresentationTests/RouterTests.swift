import Model
import Presentation
import Testing

@Suite struct RouterTests {
    static let metropolis = Movie.ID(19)
    static let potemkin = "Броненосец «Потёмкин»"

    /// (route, URL under `/`, output path).
    static let routes: [(Route, String, String)] = [
        (.home, "/", "index.html"),
        (.movieList(page: 1), "/movies/", "movies/index.html"),
        (.movieList(page: 2), "/movies/page/2/", "movies/page/2/index.html"),
        (.movie(metropolis, title: "Metropolis"), "/movies/19-metropolis/", "movies/19-metropolis/index.html"),
        (.movie(Movie.ID(643), title: potemkin), "/movies/643/", "movies/643/index.html"),
        (.moviePoster(metropolis, title: "Metropolis", fileExtension: "svg"),
         "/movies/19-metropolis/poster.svg", "movies/19-metropolis/poster.svg"),
        (.termIndex(.genres), "/genres/", "genres/index.html"),
        (.term(.genres, name: "Science Fiction", page: 1), "/genres/science-fiction/", "genres/science-fiction/index.html"),
        (.term(.genres, name: "Science Fiction", page: 3), "/genres/science-fiction/page/3/",
         "genres/science-fiction/page/3/index.html"),
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

    @Test func genreWithoutAnASCIILetterGetsAStableFallbackSlug() {
        let router = Router(basePath: "/")
        let slug = Taxonomy.genres.key(for: "Драма")
        #expect(slug == Slug.fallback(for: "Драма"))
        #expect(router.url(.term(.genres, name: "Драма", page: 1)) == "/genres/\(slug)/")
        #expect(router.outputPath(.term(.genres, name: "Драма", page: 2)) == "genres/\(slug)/page/2/index.html")
    }

    @Test func everyURLStartsWithTheBasePath() {
        let router = Router(basePath: "/catalog/")
        for (route, _, _) in Self.routes {
            #expect(router.url(route).hasPrefix("/catalog/"), "\(route)")
            #expect(!router.outputPath(route).hasPrefix("/"), "\(route)")
            #expect(!router.outputPath(route).contains(".."), "\(route)")
        }
    }
}
