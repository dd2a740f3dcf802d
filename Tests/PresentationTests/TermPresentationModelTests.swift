import Model
import Presentation
import Testing

@Suite struct TermPresentationModelTests {
    func genre(_ name: String, in context: PresentationContext) throws -> Term {
        try #require(context.taxonomies.term(.genres, named: name))
    }

    @Test func presentsTheGenresMoviesNewestFirst() throws {
        let context = makeContext(SilentCatalog.movies)
        let input = MockCardListInput()
        TermPresentationModel(context: context).present(term: try genre("Drama", in: context), page: 1, to: input)
        #expect(input.items.count == 1)
        let item = try #require(input.items.first)
        #expect(item.heading == "Drama")
        #expect(item.countText == "4 movies")
        #expect(item.cards.map(\.title) == ["Metropolis", SilentCatalog.potemkinTitle, "The Kid", "Lost Film"])
        #expect(item.pagination == nil)
        #expect(item.chrome.documentTitle == "Drama · The Silent Shelf")
        #expect(item.chrome.navigation.map(\.isCurrent) == [false, true, false], "a genre page belongs to Movies")
    }

    @Test func singleMovie() throws {
        let context = makeContext(SilentCatalog.movies, baseURL: "https://example.org/catalog/")
        let input = MockCardListInput()
        TermPresentationModel(context: context).present(term: try genre("Science Fiction", in: context), page: 1, to: input)
        let item = try #require(input.items.first)
        #expect(item.countText == "1 movie")
        #expect(item.cards.map(\.url) == ["/catalog/movies/19-metropolis/"])
        #expect(item.chrome.canonicalURL == "https://example.org/catalog/genres/science-fiction/")
    }

    @Test func isPaginatedWithTheConfiguredPageSize() throws {
        let context = makeContext(SilentCatalog.movies, pageSize: 3)
        let model = TermPresentationModel(context: context)
        let drama = try genre("Drama", in: context)
        #expect(model.pageCount(term: drama) == 2)
        let input = MockCardListInput()
        model.present(term: drama, page: 2, to: input)
        #expect(input.items.count == 1)
        let item = try #require(input.items.first)
        #expect(item.cards.map(\.title) == ["Lost Film"])
        #expect(item.chrome.documentTitle == "Drama, page 2 · The Silent Shelf")
        let pagination = try #require(item.pagination)
        #expect(pagination.previousURL == "/genres/drama/")
        #expect(pagination.nextURL == nil)
        #expect(pagination.pages == [
            LinkItem(title: "1", url: "/genres/drama/"),
            LinkItem(title: "2", url: "/genres/drama/page/2/", isCurrent: true),
        ])
    }

    @Test func unknownGenreIsNil() {
        #expect(makeContext(SilentCatalog.movies).taxonomies.term(.genres, named: "Western") == nil)
    }
}
