import Model
import Testing

@testable import Presentation

/// A term brought up to date is named by the smallest spelling its items still give it, and stands where that name
/// sorts, as grouping every item gives.
@Suite struct TermListUpdateTests {
    private func context(_ movies: [Movie], orderings: CatalogOrderings? = nil) -> PresentationContext {
        PresentationContext(
            config: SiteConfig(), catalog: Catalog(movies: StubMovieRepository(movies)), orderings: orderings
        ) { _ in false }
    }

    @Test func aTermThatLostItsSmallestSpellingIsNamedAndPlacedByTheNext() throws {
        let spelled = [movie(1, "A", genres: ["sci fi"]), movie(2, "B", genres: ["Sci-Fi"]), movie(3, "C", genres: ["Sci Fu"])]
        let before = context(spelled).orderings
        #expect(before.taxonomies[.genres]?.names == ["Sci Fu", "Sci-Fi"])
        let remaining = spelled.filter { $0.id != Movie.ID(2) }
        let entries = context(remaining).allEntries
        let updated = try #require(before.updated(for: entries) { _ in false })
        #expect(updated.taxonomies[.genres]?.names == ["sci fi", "Sci Fu"])
        #expect(updated.taxonomies[.genres] == context(remaining).orderings.taxonomies[.genres])
        let back = try #require(context(remaining, orderings: before).orderings.updated(for: context(spelled).allEntries) { _ in false })
        #expect(back.taxonomies[.genres]?.names == ["Sci Fu", "Sci-Fi"])
    }

    @Test func aYearThatComesStandsByItsNumberAndOneThatGoesIsDropped() throws {
        let dated = [movie(1, "A", released: "1999"), movie(2, "B", released: "2010")]
        let before = context(dated).orderings
        let withNew = dated + [movie(3, "C", released: "2005"), movie(4, "D", released: "-750")]
        let added = try #require(before.updated(for: context(withNew).allEntries) { _ in false })
        #expect(added.taxonomies[.years]?.names == ["2010", "2005", "1999", "750 BC"])
        let without = [dated[1]]
        let removed = try #require(before.updated(for: context(without).allEntries) { _ in false })
        #expect(removed.taxonomies[.years]?.names == ["2010"])
        #expect(removed.taxonomies[.years] == context(without).orderings.taxonomies[.years])
    }
}
