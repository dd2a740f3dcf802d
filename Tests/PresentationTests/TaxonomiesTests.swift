import Model
import Presentation
import Testing

@Suite struct TaxonomiesTests {
    static let movies = [
        movie(19, "Metropolis", released: "1927-01-10", genres: ["Drama", "Science Fiction"], tags: ["expressionism"]),
        movie(1, "The Dark Knight", released: "2008-07-18", genres: ["Action"], tags: ["Favourite", "sci-fi"]),
    ]
    static let books = [
        book("b1", "Frankenstein", authors: ["Mary Shelley"], categories: ["Fiction"], published: "1818", tags: ["favourite"]),
        book(
            "b2", "Divided by Faith", authors: ["Michael O. Emerson", "Christian Smith"], categories: ["Religion"],
            published: "2008-05", tags: ["Sci Fi"]),
        book("b3", "Undated Book", authors: ["Mary Shelley"]),
    ]
    static let comics = [
        comic(403, "Convincing Pickup Line", date: "2008-05-14", tags: ["FAVOURITE"]),
        comic(1000, "1000 Comics", date: "2012-01-06"),
        comic(7, "Undated Comic"),
    ]

    static let taxonomies = Taxonomies(movies: movies, books: books, comics: comics)

    func titles(_ taxonomy: Taxonomy, _ name: String) throws -> [String] {
        try #require(Self.taxonomies.term(taxonomy, named: name)).entries.map(\.title)
    }

    @Test func yearsSpanMoviesBooksAndComics() throws {
        let year = try #require(Self.taxonomies.term(.years, named: "2008"))
        #expect(year.name == "2008")
        #expect(year.key == "2008")
        // Newest first: the movie (July) before the comic (14 May) before the book (May, no day).
        #expect(year.entries.map(\.title) == ["The Dark Knight", "Convincing Pickup Line", "Divided by Faith"])
    }

    @Test func yearsAreNewestFirstAndLeaveOutUndatedItems() {
        #expect(Self.taxonomies.terms(.years).map(\.name) == ["2012", "2008", "1927", "1818"])
        #expect(Self.taxonomies.terms(.years).map { $0.entries.count } == [1, 3, 1, 1])
    }

    @Test func yearsSortNumericallyNotAsText() {
        let movies = [movie(1, "A", released: "0850"), movie(2, "B", released: "2001"), movie(3, "C", released: "0999-04")]
        #expect(Taxonomies(movies: movies, books: [], comics: []).terms(.years).map(\.name) == ["2001", "999", "850"])
    }

    /// A year before the common era is a year like any other: named "750 BC", at `750-bc`, in the order of time.
    @Test func yearsBeforeTheCommonEraAreTermsInTheirPlace() throws {
        let taxonomies = Taxonomies(
            movies: [movie(1, "A", released: "1999-03-03")],
            books: [
                book("iliad", "The Iliad", published: "-750"), book("beowulf", "Beowulf", published: "800"),
                book("odyssey", "The Odyssey", published: "-725-01"),
            ],
            comics: [comic(1, "C", date: "-750-06-01")])
        #expect(taxonomies.terms(.years).map(\.name) == ["1999", "800", "725 BC", "750 BC"])
        #expect(taxonomies.terms(.years).map(\.key) == ["1999", "800", "725-bc", "750-bc"])
        let iliad = try #require(taxonomies.term(.years, named: "750 BC"))
        #expect(iliad.entries.map(\.title) == ["C", "The Iliad"])
        #expect(taxonomies.term(.years, named: "750") == nil, "750 BC is not AD 750")
    }

    @Test func tagsSpanKindsAndMergeSpellings() throws {
        let favourite = try #require(Self.taxonomies.term(.tags, named: "favourite"))
        #expect(favourite.name == "FAVOURITE", "the smallest spelling is shown")
        #expect(favourite.entries.map(\.title) == ["The Dark Knight", "Convincing Pickup Line", "Frankenstein"])
        let sciFi = try titles(.tags, "sci-fi")
        #expect(sciFi == ["The Dark Knight", "Divided by Faith"])
    }

    @Test func tagsAreAlphabetical() {
        #expect(Self.taxonomies.terms(.tags).map(\.name) == ["expressionism", "FAVOURITE", "Sci Fi"])
    }

    @Test func genresComeFromMoviesOnly() {
        #expect(Self.taxonomies.terms(.genres).map(\.name) == ["Action", "Drama", "Science Fiction"])
    }

    @Test func authorsAndCategoriesComeFromBooksOnly() throws {
        #expect(Self.taxonomies.terms(.authors).map(\.name) == ["Christian Smith", "Mary Shelley", "Michael O. Emerson"])
        #expect(try titles(.authors, "Mary Shelley") == ["Frankenstein", "Undated Book"], "dated first, undated last")
        #expect(Self.taxonomies.terms(.categories).map(\.name) == ["Fiction", "Religion"])
    }

    /// Accented initials sort with their letter, whatever the taxonomy.
    @Test func alphabeticalWithAccentedNames() {
        let books = [
            book("b1", "A", authors: ["Zola", "Émile Ajar", "Dumas", "éditions X"], categories: ["Économie", "Droit", "Fiction"])
        ]
        let movies = [movie(1, "A", tags: ["Über", "tag", "Art"])]
        let taxonomies = Taxonomies(movies: movies, books: books, comics: [])
        #expect(taxonomies.terms(.authors).map(\.name) == ["Dumas", "éditions X", "Émile Ajar", "Zola"])
        #expect(taxonomies.terms(.categories).map(\.name) == ["Droit", "Économie", "Fiction"])
        #expect(taxonomies.terms(.tags).map(\.name) == ["Art", "tag", "Über"])
    }

    @Test(arguments: [Taxonomy.authors, .categories])
    func spellingVariantsMergeIntoOneTerm(taxonomy: Taxonomy) throws {
        let spellings = ["Science-Fiction", "science fiction", "Science Fiction"]
        let books = spellings.enumerated().map { i, name in
            book(
                "b\(i)", "Book \(i)", authors: taxonomy == .authors ? [name] : [],
                categories: taxonomy == .categories ? [name] : [], published: "200\(i)")
        }
        let terms = Taxonomies(movies: [], books: books, comics: []).terms(taxonomy)
        #expect(terms.count == 1)
        let term = try #require(terms.first)
        #expect(term.name == spellings.min())
        #expect(term.key == "science-fiction")
        #expect(term.entries.map(\.title) == ["Book 2", "Book 1", "Book 0"])
    }

    @Test func anItemCountsOnceUnderATermItNamesTwice() throws {
        let taxonomies = Taxonomies(movies: [movie(1, "A", genres: ["Drama", "drama"], tags: ["x", "X", "x"])], books: [], comics: [])
        #expect(try #require(taxonomies.term(.genres, named: "Drama")).entries.count == 1)
        #expect(try #require(taxonomies.term(.tags, named: "x")).entries.count == 1)
    }

    @Test(arguments: ["Sci Fi", "sci-fi", "SCI-FI", "Sci—Fi", "sci fi!"])
    func termNamedFindsAnySpelling(spelling: String) throws {
        let term = try #require(Self.taxonomies.term(.tags, named: spelling))
        #expect(term.name == "Sci Fi")
        #expect(term.taxonomy == .tags)
    }

    @Test func termNamedIsNilForUnknownNamesAndOtherTaxonomies() {
        #expect(Self.taxonomies.term(.tags, named: "western") == nil)
        #expect(Self.taxonomies.term(.genres, named: "favourite") == nil, "a tag is not a genre")
        #expect(Self.taxonomies.term(.years, named: "1999") == nil)
        #expect(Self.taxonomies.term(.authors, named: "") == nil)
    }

    @Test func emptyCatalogHasNoTerms() {
        let taxonomies = Taxonomies(movies: [], books: [], comics: [])
        for taxonomy in Taxonomy.allCases {
            #expect(taxonomies.terms(taxonomy).isEmpty)
        }
    }

    @Test func contextSharesItsTaxonomies() {
        let context = makeContext(Self.movies, books: Self.books, comics: Self.comics)
        for taxonomy in Taxonomy.allCases {
            #expect(context.taxonomies.terms(taxonomy).map(\.name) == Self.taxonomies.terms(taxonomy).map(\.name))
        }
    }
}
