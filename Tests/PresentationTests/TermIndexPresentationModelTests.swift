import Foundation
import Model
import Presentation
import Testing

@Suite struct TermIndexPresentationModelTests {
    @Test func listsGenresAlphabeticallyWithCounts() throws {
        let input = MockTermIndexInput()
        TermIndexPresentationModel(context: makeContext(SilentCatalog.movies, baseURL: "/catalog/")).present(.genres, to: input)
        #expect(input.items.count == 1)
        let item = try #require(input.items.first)
        #expect(
            item.terms == [
                .init(name: "Comedy", url: "/catalog/genres/comedy/", count: 1, countText: "1 movie"),
                .init(name: "Documentary", url: "/catalog/genres/documentary/", count: 1, countText: "1 movie"),
                .init(name: "Drama", url: "/catalog/genres/drama/", count: 4, countText: "4 movies"),
                .init(name: "Fantasy", url: "/catalog/genres/fantasy/", count: 1, countText: "1 movie"),
                .init(name: "History", url: "/catalog/genres/history/", count: 1, countText: "1 movie"),
                .init(name: "Horror", url: "/catalog/genres/horror/", count: 2, countText: "2 movies"),
                .init(name: "Science Fiction", url: "/catalog/genres/science-fiction/", count: 1, countText: "1 movie"),
            ])
    }

    @Test func alphabeticalIgnoresCase() throws {
        let movies = [movie(1, "A", genres: ["western", "Action", "film-noir", "Drama"])]
        let input = MockTermIndexInput()
        TermIndexPresentationModel(context: makeContext(movies)).present(.genres, to: input)
        #expect(try #require(input.items.first).terms.map(\.name) == ["Action", "Drama", "film-noir", "western"])
    }

    /// TMDB sends genre names in the API's language, e.g. French: accented initials must sort with their letter.
    @Test func alphabeticalWithAccentedNames() throws {
        let movies = [movie(1, "A", genres: ["Thriller", "Épouvante", "Téléfilm", "Drame", "Familial"])]
        let input = MockTermIndexInput()
        TermIndexPresentationModel(context: makeContext(movies, language: "fr")).present(.genres, to: input)
        let names = try #require(input.items.first).terms.map(\.name)
        #expect(names == ["Drame", "Épouvante", "Familial", "Téléfilm", "Thriller"])
    }

    /// Names that differ only in case, accents or punctuation share an address, so they are one genre
    /// with one page, not two pages overwriting each other.
    @Test(arguments: [["Drama", "drama"], ["Science Fiction", "Science-Fiction"], ["Comédie", "Comedie"]])
    func spellingsOfOneGenreShareOnePage(names: [String]) throws {
        let movies = names.enumerated().map { movie($0.offset + 1, "Film \($0.offset)", genres: [$0.element]) }
        let input = MockTermIndexInput()
        TermIndexPresentationModel(context: makeContext(movies)).present(.genres, to: input)
        let genres = try #require(input.items.first).terms
        #expect(genres.count == 1)
        #expect(genres.first?.count == 2)
        #expect(genres.first?.name == names.min())
    }

    @Test func chrome() throws {
        let input = MockTermIndexInput()
        TermIndexPresentationModel(context: makeContext(SilentCatalog.movies, baseURL: "https://example.org/")).present(.genres, to: input)
        let chrome = try #require(input.items.first).chrome
        #expect(chrome.documentTitle == "Genres · The Silent Shelf")
        #expect(chrome.canonicalURL == "https://example.org/genres/")
        // Genres belong to the movies: Home, Movies (current), Years.
        #expect(chrome.navigation.map(\.title) == ["Home", "Movies", "Years", "Stats"])
        #expect(chrome.navigation.map(\.isCurrent) == [false, true, false, false])
    }

    @Test func emptyCatalogHasNoGenres() throws {
        let input = MockTermIndexInput()
        TermIndexPresentationModel(context: makeContext([])).present(.genres, to: input)
        #expect(try #require(input.items.first).terms.isEmpty)
    }

    static let mixed = makeContext(MixedCatalog.movies, books: MixedCatalog.books, comics: MixedCatalog.comics, baseURL: "/catalog/")

    func present(_ taxonomy: Taxonomy, context: PresentationContext = mixed) throws -> TermIndexItem {
        let input = MockTermIndexInput()
        TermIndexPresentationModel(context: context).present(taxonomy, to: input)
        #expect(input.items.count == 1)
        return try #require(input.items.first)
    }

    @Test func authorsCountBooks() throws {
        let item = try present(.authors)
        #expect(item.heading == "Authors")
        #expect(
            item.terms == [
                .init(name: "Christian Smith", url: "/catalog/authors/christian-smith/", count: 1, countText: "1 book"),
                .init(name: "Mary Shelley", url: "/catalog/authors/mary-shelley/", count: 2, countText: "2 books"),
                .init(name: "Michael O. Emerson", url: "/catalog/authors/michael-o-emerson/", count: 1, countText: "1 book"),
            ])
    }

    @Test func categoriesCountBooks() throws {
        let item = try present(.categories)
        #expect(item.heading == "Categories")
        #expect(item.terms.map(\.name) == ["Fiction", "Religion", "Science Fiction"])
        #expect(item.terms.map(\.countText) == ["2 books", "1 book", "1 book"])
    }

    @Test func yearsAreNewestFirstAndCountItems() throws {
        let item = try present(.years)
        #expect(item.heading == "Years")
        #expect(
            item.terms == [
                .init(name: "2012", url: "/catalog/years/2012/", count: 1, countText: "1 item"),
                .init(name: "2008", url: "/catalog/years/2008/", count: 3, countText: "3 items"),
                .init(name: "1927", url: "/catalog/years/1927/", count: 1, countText: "1 item"),
                .init(name: "1826", url: "/catalog/years/1826/", count: 1, countText: "1 item"),
                .init(name: "1818", url: "/catalog/years/1818/", count: 1, countText: "1 item"),
            ])
    }

    @Test func tagsCountItemsOfEveryKind() throws {
        let item = try present(.tags)
        #expect(item.heading == "Tags")
        #expect(
            item.terms == [
                .init(name: "expressionism", url: "/catalog/tags/expressionism/", count: 1, countText: "1 item"),
                .init(name: "Favourite", url: "/catalog/tags/favourite/", count: 3, countText: "3 items"),
            ])
    }

    /// People alphabetically by their name as credited, each at their own address, with their movie count.
    @Test func peopleAreListedWithCountsAtTheirOwnAddresses() throws {
        let movies = [
            Movie(id: Movie.ID(1), title: "A", directors: ["Björk"], cast: [.init(name: "Ada Actor", character: nil)]),
            Movie(id: Movie.ID(2), title: "B", directors: ["Bjork"], cast: [.init(name: "Ada Actor", character: "Ann")]),
        ]
        let item = try present(.people, context: makeContext(movies, baseURL: "/catalog/"))
        #expect(item.heading == "People")
        #expect(
            item.terms == [
                .init(name: "Ada Actor", url: "/catalog/people/ada-actor/", count: 2, countText: "2 movies"),
                .init(name: "Bjork", url: "/catalog/people/bjork/", count: 1, countText: "1 movie"),
                .init(name: "Björk", url: "/catalog/people/bjork-2/", count: 1, countText: "1 movie"),
            ])
    }

    @Test func genresCountMoviesOnly() throws {
        #expect(try present(.genres).terms.map(\.countText) == ["1 movie", "2 movies", "1 movie"])
    }

    @Test(arguments: [
        (Taxonomy.genres, "Movies"), (.people, "Movies"), (.authors, "Books"), (.categories, "Books"), (.years, "Years"), (.tags, "Tags"),
    ])
    func chromeOfEveryIndex(taxonomy: Taxonomy, section: String) throws {
        let context = makeContext(
            MixedCatalog.movies, books: MixedCatalog.books, comics: MixedCatalog.comics,
            baseURL: "https://example.org/")
        let chrome = try present(taxonomy, context: context).chrome
        #expect(chrome.documentTitle == "\(UIStrings.english[taxonomy.titleKey]) · The Silent Shelf")
        #expect(chrome.canonicalURL == "https://example.org/\(taxonomy.rawValue)/")
        #expect(chrome.navigation.filter(\.isCurrent).map(\.title) == [section])
    }

    @Test(arguments: Taxonomy.allCases)
    func emptyCatalogHasNoTermsInAnyTaxonomy(taxonomy: Taxonomy) throws {
        #expect(try present(taxonomy, context: makeContext()).terms.isEmpty)
    }

    /// A long index is split: at 10k generated items people alone made one page of 3.9 MB.
    @Test func aLongIndexIsSplitIntoPagesThatLinkEachOther() throws {
        let genres = (1...1_001).map { String(format: "Genre %04d", $0) }
        let context = makeContext([movie(1, "A", genres: genres)], baseURL: "/catalog/")
        let model = TermIndexPresentationModel(context: context)
        #expect(model.pageCount(.genres) == 3)
        let second = MockTermIndexInput()
        model.present(.genres, page: 2, to: second)
        let item = try #require(second.items.first)
        #expect(item.terms.count == TermIndexPresentationModel.pageSize)
        #expect(item.terms.first?.name == "Genre 0501" && item.terms.last?.name == "Genre 1000")
        #expect(item.pagination?.previousURL == "/catalog/genres/")
        #expect(item.pagination?.nextURL == "/catalog/genres/page/3/")
        #expect(item.pagination?.summary == "Page 2 of 3")
        #expect(item.chrome.documentTitle.hasPrefix("Genres, page 2"))
        let first = MockTermIndexInput()
        model.present(.genres, to: first)
        #expect(try #require(first.items.first).pagination?.previousURL == nil)
    }

    @Test func aShortIndexHasNoPagination() throws {
        let input = MockTermIndexInput()
        TermIndexPresentationModel(context: makeContext(SilentCatalog.movies)).present(.genres, to: input)
        #expect(try #require(input.items.first).pagination == nil)
    }
}
