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
        #expect(item.cards.allSatisfy { $0.kind == nil }, "a genre page has one kind")
        #expect(item.related == [LinkItem(title: "All genres", url: "/genres/")])
        #expect(item.chrome.documentTitle == "Drama · The Silent Shelf")
        #expect(item.chrome.navigation.map(\.isCurrent) == [false, true, false, false], "a genre page belongs to Movies")
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
        #expect(
            pagination.pages == [
                LinkItem(title: "1", url: "/genres/drama/"),
                LinkItem(title: "2", url: "/genres/drama/page/2/", isCurrent: true),
            ])
    }

    @Test func unknownGenreIsNil() {
        #expect(makeContext(SilentCatalog.movies).taxonomies.term(.genres, named: "Western") == nil)
    }
}

/// Term pages of every taxonomy over a catalog of every kind.
@Suite struct TermPagesOfEveryTaxonomyTests {
    static let context = makeContext(
        MixedCatalog.movies, books: MixedCatalog.books, comics: MixedCatalog.comics,
        pages: MixedCatalog.pages)

    func present(_ taxonomy: Taxonomy, _ name: String, page: Int = 1, context: PresentationContext = context) throws -> CardListItem {
        let term = try #require(context.taxonomies.term(taxonomy, named: name))
        let input = MockCardListInput()
        TermPresentationModel(context: context).present(term: term, page: page, to: input)
        #expect(input.items.count == 1)
        return try #require(input.items.first)
    }

    @Test func genrePageListsMoviesWithoutKindLabels() throws {
        let item = try present(.genres, "Drama")
        #expect(item.heading == "Drama")
        #expect(item.cards.map(\.title) == ["The Dark Knight", "Metropolis"])
        #expect(item.cards.map(\.kind) == [nil, nil])
        #expect(item.countText == "2 movies")
        #expect(item.related == [LinkItem(title: "All genres", url: "/genres/")])
    }

    @Test func authorPageListsBooksWithoutKindLabels() throws {
        let item = try present(.authors, "Mary Shelley")
        #expect(item.heading == "Mary Shelley")
        #expect(
            item.cards == [
                CardItem(
                    title: "The Last Man", url: "/books/lastman-the-last-man/", year: "1826", posterURL: nil,
                    posterAlt: "Cover of The Last Man", byline: "Mary Shelley"),
                CardItem(
                    title: "Frankenstein", url: "/books/frankenstein-frankenstein/", year: "1818", posterURL: nil,
                    posterAlt: "Cover of Frankenstein", byline: "Mary Shelley"),
            ])
        #expect(item.countText == "2 books")
        #expect(item.related == [LinkItem(title: "All authors", url: "/authors/")])
    }

    @Test func categoryPageListsBooksWithoutKindLabels() throws {
        let item = try present(.categories, "Religion")
        #expect(item.cards.map(\.title) == ["Divided by Faith"])
        #expect(item.cards.map(\.kind) == [nil])
        #expect(item.countText == "1 book")
        #expect(item.related == [LinkItem(title: "All categories", url: "/categories/")])
    }

    /// A category and a genre with the same name are different terms.
    @Test func categoryIsNotAGenre() throws {
        #expect(try present(.categories, "Science Fiction").cards.map(\.title) == ["Frankenstein"])
        #expect(try present(.genres, "Science Fiction").cards.map(\.title) == ["Metropolis"])
    }

    @Test func yearPageMixesKindsWithLabels() throws {
        let item = try present(.years, "2008")
        #expect(item.heading == "2008")
        #expect(item.cards.map(\.title) == ["The Dark Knight", "Divided by Faith", "Convincing Pickup Line"])
        #expect(item.cards.map(\.kind) == ["Movie", "Book", "Comic"])
        #expect(item.cards.map(\.url) == ["/movies/155-the-dark-knight/", "/books/1gM6KphyINsC-divided-by-faith/", "/comics/403/"])
        #expect(item.countText == "3 items")
        #expect(item.related == [LinkItem(title: "All years", url: "/years/")])
        #expect(item.chrome.documentTitle == "2008 · The Silent Shelf")
    }

    @Test func tagPageMixesKindsWithLabels() throws {
        let item = try present(.tags, "FAVOURITE")
        #expect(item.heading == "Favourite", "the smallest spelling, whichever was asked for")
        #expect(item.cards.map(\.title) == ["The Dark Knight", "Convincing Pickup Line", "Frankenstein"])
        #expect(item.cards.map(\.kind) == ["Movie", "Comic", "Book"])
        #expect(item.cards.map(\.byline) == [nil, "#403", "Mary Shelley"])
        #expect(item.countText == "3 items")
        #expect(item.related == [LinkItem(title: "All tags", url: "/tags/")])
    }

    @Test func singleItemWording() throws {
        #expect(try present(.years, "2012").countText == "1 item")
        #expect(try present(.tags, "expressionism").countText == "1 item")
        #expect(try present(.genres, "Action").countText == "1 movie")
        #expect(try present(.authors, "Christian Smith").countText == "1 book")
    }

    @Test(arguments: [
        (Taxonomy.genres, "Drama", "Movies"),
        (.authors, "Mary Shelley", "Books"),
        (.categories, "Fiction", "Books"),
        (.years, "2008", "Years"),
        (.tags, "favourite", "Tags"),
    ])
    func chromeMarksTheSectionCurrent(taxonomy: Taxonomy, name: String, section: String) throws {
        let navigation = try present(taxonomy, name).chrome.navigation
        #expect(navigation.filter(\.isCurrent).map(\.title) == [section])
    }

    @Test func yearPagesArePaginated() throws {
        let context = makeContext(
            MixedCatalog.movies, books: MixedCatalog.books, comics: MixedCatalog.comics,
            baseURL: "https://example.org/catalog/", pageSize: 2)
        let term = try #require(context.taxonomies.term(.years, named: "2008"))
        #expect(TermPresentationModel(context: context).pageCount(term: term) == 2)
        let item = try present(.years, "2008", page: 2, context: context)
        #expect(item.cards.map(\.title) == ["Convincing Pickup Line"])
        #expect(item.chrome.documentTitle == "2008, page 2 · The Silent Shelf")
        #expect(item.chrome.canonicalURL == "https://example.org/catalog/years/2008/page/2/")
        let pagination = try #require(item.pagination)
        #expect(pagination.previousURL == "/catalog/years/2008/")
        #expect(pagination.nextURL == nil)
        #expect(pagination.pages.compactMap { $0?.url } == ["/catalog/years/2008/", "/catalog/years/2008/page/2/"])
        #expect(item.related == [LinkItem(title: "All years", url: "/catalog/years/")])
    }

    @Test func tagPagesArePaginatedUnderTheTagsAddress() throws {
        let context = makeContext(MixedCatalog.movies, books: MixedCatalog.books, comics: MixedCatalog.comics, pageSize: 1)
        let item = try present(.tags, "favourite", page: 3, context: context)
        #expect(item.cards.map(\.title) == ["Frankenstein"])
        #expect(try #require(item.pagination).previousURL == "/tags/favourite/page/2/")
    }
}
