import Presentation
import Testing

@testable import Views

@Suite struct TermIndexViewTests {
    @Test func listsTermsWithCounts() throws {
        let html = try render(termIndex: Fixtures.termIndex())
        expectWellFormedPage(html)
        #expect(html.contains("<title>Genres · The Silent Shelf</title>"))
        #expect(html.contains("<h1 class=\"page-title\">Genres</h1>"))
        #expect(html.contains("<li><a href=\"/genres/comedy/\">Comedy</a> <span class=\"term-count\">12 movies</span></li>"))
        #expect(html.contains("<li><a href=\"/genres/horror/\">Horror</a> <span class=\"term-count\">1 movie</span></li>"))
        #expect(html.contains("<a href=\"/genres/\" aria-current=\"page\">Genres</a>"))
        #expect(!html.contains("Nothing here yet."))
    }

    /// One template serves every taxonomy: the heading comes from the item.
    @Test func headingComesFromTheItem() throws {
        let item = TermIndexItem(
            chrome: Fixtures.chrome(title: "Authors", section: nil), heading: "Authors <& co>",
            terms: [
                .init(name: "Ursula K. Le Guin", url: "/authors/ursula-k-le-guin/", count: 2, countText: "2 books")
            ])
        let html = try render(termIndex: item)
        expectWellFormedPage(html)
        #expect(html.contains("<h1 class=\"page-title\">Authors &lt;&amp; co&gt;</h1>"))
        #expect(html.contains("<a href=\"/authors/ursula-k-le-guin/\">Ursula K. Le Guin</a> <span class=\"term-count\">2 books</span>"))
        #expect(!html.contains("Genres</h1>"))
    }

    @Test func noTerms() throws {
        let html = try render(termIndex: TermIndexItem(chrome: Fixtures.chrome(title: "Tags", section: nil), heading: "Tags", terms: []))
        expectWellFormedPage(html)
        #expect(!html.contains("term-list"))
        #expect(html.contains("Nothing here yet."))
    }
}

@Suite struct NotFoundViewTests {
    @Test func linksHomeAndToTheSections() throws {
        var item = Fixtures.notFound()
        item.homeURL = "/catalog/"
        item.sections = [LinkItem(title: "Movies", url: "/catalog/movies/")]
        let html = try render(notFound: item)
        expectWellFormedPage(html)
        #expect(html.contains("<title>Page not found · The Silent Shelf</title>"))
        #expect(html.contains("<h1 class=\"page-title\">Page not found</h1>"))
        #expect(html.contains("<a href=\"/catalog/\">Go to the home page</a>"))
        #expect(html.contains("<a href=\"/catalog/movies/\">Movies</a>"))
        #expect(!html.contains("comic-archive.html"), "placeholder entries are not rendered")
        #expect(!html.contains("aria-current"), "no navigation link is current")
    }
}
