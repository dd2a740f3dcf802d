import Model
import Presentation
import Testing

@Suite struct TermIndexPresentationModelTests {
    @Test func listsGenresAlphabeticallyWithCounts() throws {
        let input = MockTermIndexInput()
        TermIndexPresentationModel(context: makeContext(SilentCatalog.movies, baseURL: "/catalog/")).present(.genres, to: input)
        #expect(input.items.count == 1)
        let item = try #require(input.items.first)
        #expect(item.terms == [
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
        #expect(chrome.navigation.map(\.title) == ["Home", "Movies", "Years"])
        #expect(chrome.navigation.map(\.isCurrent) == [false, true, false])
    }

    @Test func emptyCatalogHasNoGenres() throws {
        let input = MockTermIndexInput()
        TermIndexPresentationModel(context: makeContext([])).present(.genres, to: input)
        #expect(try #require(input.items.first).terms.isEmpty)
    }
}
