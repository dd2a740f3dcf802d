import Model
import Presentation
import Testing

@Suite struct NotFoundPresentationModelTests {
    @Test(arguments: [("/", "/", "/movies/"), ("/catalog/", "/catalog/", "/catalog/movies/")])
    func linksHome(baseURL: String, home: String, movies: String) throws {
        let input = MockNotFoundInput()
        NotFoundPresentationModel(context: makeContext(SilentCatalog.movies, baseURL: baseURL)).present(to: input)
        #expect(input.items.count == 1)
        let item = try #require(input.items.first)
        #expect(item.homeURL == home)
        #expect(item.sections.first?.url == movies)
        #expect(!item.sections.contains { $0.url == home }, "Home has its own link")
        #expect(item.chrome.documentTitle == "Page not found · The Silent Shelf")
        #expect(item.chrome.navigation.map(\.isCurrent) == [false, false, false, false])
        #expect(item.chrome.canonicalURL == nil)
    }

    @Test func canonicalURLWithAPort() throws {
        let input = MockNotFoundInput()
        NotFoundPresentationModel(context: makeContext([], baseURL: "http://localhost:8080/site/")).present(to: input)
        #expect(try #require(input.items.first).chrome.canonicalURL == "http://localhost:8080/site/404.html")
    }

    @Test(arguments: [
        ("https://example.org", "https://example.org/404.html"),
        ("http://[::1]:8080/site/", "http://[::1]:8080/site/404.html"),
        ("https://user:secret@example.org/", "https://example.org/404.html"),
    ])
    func canonicalURLFromAbsoluteBaseURLs(baseURL: String, canonical: String) throws {
        let input = MockNotFoundInput()
        NotFoundPresentationModel(context: makeContext([], baseURL: baseURL)).present(to: input)
        #expect(try #require(input.items.first).chrome.canonicalURL == canonical)
    }
}

@Suite struct NotFoundSectionsTests {
    /// A site of books alone must not send a lost reader to a movie list that does not exist.
    @Test func linksOnlyTheSectionsTheSiteHas() throws {
        let input = MockNotFoundInput()
        NotFoundPresentationModel(context: makeContext([], books: [book("b1", "A Book")])).present(to: input)
        let titles = try #require(input.items.first).sections.map(\.title)
        #expect(titles.contains("Books"))
        #expect(!titles.contains("Movies"))
    }
}
