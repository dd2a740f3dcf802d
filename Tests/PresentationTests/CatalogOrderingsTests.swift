import Model
import Support
import Testing

@testable import Presentation

/// A context made with the orderings of a build before gives what sorting and grouping its items would,
/// and only takes them for the same items in the same order.
@Suite struct CatalogOrderingsTests {
    static let movies = [
        Movie(
            id: Movie.ID(19), title: "Metropolis", releaseDate: date("1927-01-10"), genres: [Movie.Genre(name: "Drama")],
            directors: ["Fritz Lang"], cast: [.init(name: "Brigitte Helm", character: "Maria")]),
        Movie(
            id: Movie.ID(832), title: "M", releaseDate: date("1931-05-11"), directors: ["Fritz Lang"],
            cast: [.init(name: "Björk", character: "A"), .init(name: "Bjork", character: "B")]),
        movie(1, "The Dark Knight", released: "2008-07-18", genres: ["Action"], tags: ["Favourite", "sci-fi"]),
    ]
    static let books = [
        book("b1", "Frankenstein", authors: ["Mary Shelley"], categories: ["Fiction"], published: "1818", tags: ["favourite"]),
        book("b3", "Undated Book", authors: ["Mary Shelley"]),
    ]
    static let comics = [comic(403, "Convincing Pickup Line", date: "2008-05-14", tags: ["FAVOURITE"]), comic(7, "Undated Comic")]

    private func context(_ movies: [Movie], orderings: CatalogOrderings? = nil) -> PresentationContext {
        PresentationContext(
            config: SiteConfig(),
            catalog: Catalog(
                movies: StubMovieRepository(movies), books: JSONCacheBookRepository(books: Self.books),
                comics: JSONCacheComicRepository(comics: Self.comics)),
            orderings: orderings)
    }

    /// What the context's orders and terms show, by title and name.
    private func shown(_ context: PresentationContext) -> [String] {
        var shown = ["movies: " + context.movies.byRelease.map(\.title).joined(separator: ", ")]
        for taxonomy in Taxonomy.allCases {
            for term in context.taxonomies.terms(taxonomy) {
                let found = context.taxonomies.term(taxonomy, named: term.name)?.name == term.name
                shown.append("\(taxonomy) \(term.name) \(found): " + term.entries.map(\.title).joined(separator: ", "))
            }
        }
        shown.append("people at: " + ["Björk", "Bjork"].map(context.taxonomies.personAddresses.segment(for:)).joined(separator: ", "))
        return shown
    }

    @Test func theOrderingsOfTheSameItemsGiveWhatSortingThemGives() {
        let sorted = context(Self.movies)
        let restored = context(Self.movies, orderings: sorted.orderings)
        #expect(shown(restored) == shown(sorted))
        #expect(restored.orderings == sorted.orderings)
        #expect(sorted.orderings.personSegments == ["Björk": "bjork-2"])
    }

    /// The other side, which shows the test above can fail: orderings that fit are taken as they are.
    @Test func orderingsThatFitAreTakenWithoutSortingAgain() {
        let sorted = context(Self.movies).orderings
        let reversed = CatalogOrderings(
            items: sorted.items, newestFirst: sorted.newestFirst.reversed(), taxonomies: sorted.taxonomies,
            personSegments: sorted.personSegments)
        let restored = context(Self.movies, orderings: reversed)
        #expect(restored.movies.byRelease.map(\.title) == ["Metropolis", "M", "The Dark Knight"])
    }

    @Test func theOrderingsOfOtherItemsOrOfBrokenPositionsAreNotTaken() {
        let previous = context(Self.movies).orderings
        let fewer = Array(Self.movies.dropFirst())
        #expect(shown(context(fewer, orderings: previous)) == shown(context(fewer)))
        let reordered = [Self.movies[1], Self.movies[0], Self.movies[2]]
        #expect(shown(context(reordered, orderings: previous)) == shown(context(reordered)))
        let repeated = CatalogOrderings(
            items: previous.items, newestFirst: previous.newestFirst.map { _ in 0 }, taxonomies: previous.taxonomies,
            personSegments: previous.personSegments)
        #expect(shown(context(Self.movies, orderings: repeated)) == shown(context(Self.movies)))
    }

    // The orders by addition: the books by purchase, the latest additions and the feeds.

    static let purchasedBooks = [
        book("b1", "Frankenstein", purchased: "2020-01-02"), book("b2", "Dracula", purchased: "2023-05-06"),
        book("b3", "Undated Book"), book("b4", "Carmilla", purchased: "2021-03-04"),
    ]
    static let watchedMovies = [
        movie(1, "The Dark Knight", released: "2008-07-18", watched: "2022-01-01"), movie(2, "Alien", released: "1979-05-25"),
    ]

    private func additionsContext(
        books: [Book] = Self.purchasedBooks, baseURL: String = "https://example.org/", orderings: CatalogOrderings? = nil
    ) -> PresentationContext {
        var config = SiteConfig()
        config.baseURL = baseURL
        return PresentationContext(
            config: config,
            catalog: Catalog(
                movies: StubMovieRepository(Self.watchedMovies), books: JSONCacheBookRepository(books: books),
                comics: JSONCacheComicRepository(comics: Self.comics)),
            orderings: orderings)
    }

    /// What the orders by addition show, by title.
    private func additionsShown(_ context: PresentationContext) -> [String] {
        [
            "books: " + context.books.byPurchase.map(\.title).joined(separator: ", "),
            "latest: " + context.latestAdditions.map(\.title).joined(separator: ", "),
        ]
            + context.feedScopes.map { "\($0): " + context.latestAdditions($0).map(\.title).joined(separator: ", ") }
    }

    @Test func theOrdersByAdditionOfTheSameItemsGiveWhatSortingThemGives() throws {
        let sorted = additionsContext()
        let additions = try #require(sorted.orderings.additions)
        #expect(additions.booksByPurchase == [1, 3, 0, 2])
        #expect(additions.feeds?.map(\.scope) == [.site, .movies, .books, .comics])
        let restored = additionsContext(orderings: sorted.orderings)
        #expect(additionsShown(restored) == additionsShown(sorted))
        #expect(additionsShown(sorted)[0] == "books: Dracula, Carmilla, Frankenstein, Undated Book")
        #expect(restored.orderings == sorted.orderings)
    }

    /// The other side: orders by addition that fit are taken as they are, not sorted again.
    @Test func ordersByAdditionThatFitAreTakenWithoutSortingAgain() throws {
        let sorted = additionsContext().orderings
        let additions = try #require(sorted.additions)
        let reversedFeeds = additions.feeds?.map { (scope: $0.scope, entries: Array($0.entries.reversed())) }
        let reversed = CatalogOrderings(
            items: sorted.items, newestFirst: sorted.newestFirst, taxonomies: sorted.taxonomies, personSegments: sorted.personSegments,
            additions: AdditionOrders(
                booksByPurchase: additions.booksByPurchase.reversed(), latest: additions.latest.reversed(), feeds: reversedFeeds))
        let restored = additionsContext(orderings: reversed)
        #expect(restored.books.byPurchase.map(\.title) == ["Undated Book", "Frankenstein", "Carmilla", "Dracula"])
        #expect(restored.latestAdditions.map(\.title) == additionsContext().latestAdditions.map(\.title).reversed())
        #expect(restored.latestAdditions(.books).map(\.title) == ["Undated Book", "Frankenstein", "Carmilla", "Dracula"])
    }

    @Test func ordersByAdditionThatDoNotFitAreMadeAgain() throws {
        let sorted = additionsContext().orderings
        let additions = try #require(sorted.additions)
        func with(_ changed: AdditionOrders) -> CatalogOrderings {
            CatalogOrderings(
                items: sorted.items, newestFirst: sorted.newestFirst, taxonomies: sorted.taxonomies,
                personSegments: sorted.personSegments, additions: changed)
        }
        let expected = additionsShown(additionsContext())
        let repeated = AdditionOrders(booksByPurchase: [0, 0, 1, 2], latest: additions.latest, feeds: additions.feeds)
        let outside = AdditionOrders(booksByPurchase: additions.booksByPurchase, latest: [99], feeds: additions.feeds)
        let outsideFeed = AdditionOrders(
            booksByPurchase: additions.booksByPurchase, latest: additions.latest, feeds: [(scope: .site, entries: [99])])
        for broken in [repeated, outside, outsideFeed] { #expect(additionsShown(additionsContext(orderings: with(broken))) == expected) }
        // Made without feeds (no absolute base URL), they do not serve a site that has them.
        let withoutFeeds = try #require(additionsContext(baseURL: "/").orderings.additions)
        #expect(withoutFeeds.feeds == nil)
        #expect(additionsShown(additionsContext(orderings: with(withoutFeeds))) == expected)
        #expect(additionsContext(orderings: with(withoutFeeds)).orderings.additions?.feeds != nil)
        // And a site that has none leaves none for the next build, as sorting would.
        #expect(additionsContext(baseURL: "/", orderings: sorted).orderings.additions == withoutFeeds)
    }

    /// The items' digest is each entry's kind and id added in order, the way `ContentHash` adds a number and a string,
    /// though they are gathered first and added at once; another order gives another digest.
    @Test func theItemsDigestIsEachKindAndIdInOrder() {
        let entries = Self.movies.map(CatalogEntry.movie) + Self.books.map(CatalogEntry.book) + Self.comics.map(CatalogEntry.comic)
        var oneByOne = ContentHash()
        for entry in entries {
            oneByOne.update(entry.kindRank)
            switch entry {
            case .movie(let movie): oneByOne.update(movie.id.rawValue)
            case .book(let book): oneByOne.update(book.id.rawValue)
            case .comic(let comic): oneByOne.update(comic.id.rawValue)
            }
        }
        #expect(CatalogOrderings.digest(of: entries) == oneByOne.hex)
        #expect(CatalogOrderings.digest(of: entries.reversed()) != oneByOne.hex)
    }
}
