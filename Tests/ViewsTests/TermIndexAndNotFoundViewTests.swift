import Presentation
import Testing
@testable import Views

@Suite struct TermIndexViewTests {
    @Test func listsGenresWithCounts() throws {
        let html = try render(genreIndex: Fixtures.genreIndex())
        expectWellFormedPage(html)
        #expect(html.contains("<title>Genres · The Silent Shelf</title>"))
        #expect(html.contains("<h1 class=\"page-title\">Genres</h1>"))
        #expect(html.contains("<li><a href=\"/genres/comedy/\">Comedy</a> <span class=\"genre-count\">12 movies</span></li>"))
        #expect(html.contains("<li><a href=\"/genres/horror/\">Horror</a> <span class=\"genre-count\">1 movie</span></li>"))
        #expect(html.contains("<a href=\"/genres/\" aria-current=\"page\">Genres</a>"))
        #expect(!html.contains("No genres yet."))
    }

    @Test func noGenres() throws {
        let html = try render(genreIndex: TermIndexItem(chrome: Fixtures.chrome(title: "Genres", section: "Genres"), genres: []))
        expectWellFormedPage(html)
        #expect(!html.contains("genre-list"))
        #expect(html.contains("No genres yet."))
    }
}

@Suite struct NotFoundViewTests {
    @Test func linksHomeAndToTheMovies() throws {
        var item = Fixtures.notFound()
        item.homeURL = "/catalog/"
        item.moviesURL = "/catalog/movies/"
        let html = try render(notFound: item)
        expectWellFormedPage(html)
        #expect(html.contains("<title>Page not found · The Silent Shelf</title>"))
        #expect(html.contains("<h1 class=\"page-title\">Page not found</h1>"))
        #expect(html.contains("<a href=\"/catalog/\">Go to the home page</a>"))
        #expect(html.contains("<a href=\"/catalog/movies/\">Browse all movies</a>"))
        #expect(!html.contains("aria-current"), "no navigation link is current")
    }
}
