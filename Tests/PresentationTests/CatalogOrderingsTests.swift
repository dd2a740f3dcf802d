import Model
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
}
