import Model
import Presentation
import Testing

@Suite struct HomePresentationModelTests {
    @Test func presentsExactlyOneItem() {
        let input = MockHomeInput()
        HomePresentationModel(context: makeContext(SilentCatalog.movies)).present(to: input)
        #expect(input.items.count == 1)
    }

    @Test func countsLinkToTheirSections() throws {
        let input = MockHomeInput()
        HomePresentationModel(context: makeContext(SilentCatalog.movies, baseURL: "/catalog/")).present(to: input)
        let item = try #require(input.items.first)
        #expect(item.counts == [
            HomeItem.Count(label: "Movies", count: 7, url: "/catalog/movies/"),
            HomeItem.Count(label: "Genres", count: 7, url: "/catalog/genres/"),
        ])
    }

    @Test func latestAreWatchedMostRecentlyFirstThenNewestReleases() throws {
        let input = MockHomeInput()
        HomePresentationModel(context: makeContext(SilentCatalog.movies)).present(to: input)
        let item = try #require(input.items.first)
        #expect(item.latest.map(\.title) == [
            "Nosferatu", "Metropolis", SilentCatalog.potemkinTitle, "Häxan", "The Kid", "Another Lost", "Lost Film",
        ])
        #expect(item.latest.first == CardItem(
            title: "Nosferatu", url: "/movies/653-nosferatu/", year: "1922", posterURL: nil, posterAlt: "Poster of Nosferatu"
        ))
    }

    @Test func latestIsLimited() throws {
        let many = (1...20).map { movie($0, "Film \($0)", released: String(1900 + $0)) }
        let input = MockHomeInput()
        HomePresentationModel(context: makeContext(many)).present(to: input)
        let item = try #require(input.items.first)
        #expect(item.latest.count == HomePresentationModel.latestCount)
        #expect(item.latest.map(\.title) == (13...20).reversed().map { "Film \($0)" })
    }

    @Test func chromeUsesTheSiteTitleAndMarksHomeCurrent() throws {
        let input = MockHomeInput()
        HomePresentationModel(context: makeContext(SilentCatalog.movies, baseURL: "https://example.org/catalog/")).present(to: input)
        let chrome = try #require(input.items.first).chrome
        #expect(chrome.documentTitle == "The Silent Shelf")
        #expect(chrome.siteTitle == "The Silent Shelf")
        #expect(chrome.homeURL == "/catalog/")
        #expect(chrome.canonicalURL == "https://example.org/catalog/")
        #expect(chrome.navigation == [
            LinkItem(title: "Home", url: "/catalog/", isCurrent: true),
            LinkItem(title: "Movies", url: "/catalog/movies/", isCurrent: false),
            LinkItem(title: "Genres", url: "/catalog/genres/", isCurrent: false),
        ])
    }

    @Test func emptyCatalog() throws {
        let input = MockHomeInput()
        HomePresentationModel(context: makeContext([])).present(to: input)
        let item = try #require(input.items.first)
        #expect(item.counts.map(\.count) == [0, 0])
        #expect(item.latest.isEmpty)
    }
}
