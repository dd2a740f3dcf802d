import Model
import Testing

@testable import Presentation

/// People are a taxonomy of movies: each director and top-billed actor is a term, by their exact name.
@Suite struct PeopleTaxonomyTests {
    static let metropolis = Movie(
        id: Movie.ID(19), title: "Metropolis", releaseDate: date("1927-01-10"), directors: ["Fritz Lang"],
        cast: [.init(name: "Brigitte Helm", character: "Maria"), .init(name: "Alfred Abel", character: "Fredersen")])
    static let m = Movie(
        id: Movie.ID(832), title: "M", releaseDate: date("1931-05-11"), directors: ["Fritz Lang"],
        cast: [.init(name: "Peter Lorre", character: "Hans Beckert")])
    /// A director who also plays, and an actor credited twice (TMDB lists one person once per part).
    static let selfPortrait = Movie(
        id: Movie.ID(5), title: "Self Portrait", releaseDate: date("1931"), directors: ["Peter Lorre"],
        cast: [.init(name: "Peter Lorre", character: "Himself"), .init(name: "Peter Lorre", character: "His Double")])

    static let taxonomies = Taxonomies(movies: [metropolis, m, selfPortrait], books: [], comics: [])

    @Test func directorsAndTopBilledCastAreTermsAlphabetically() {
        #expect(Self.taxonomies.terms(.people).map(\.name) == ["Alfred Abel", "Brigitte Helm", "Fritz Lang", "Peter Lorre"])
    }

    @Test func aPersonsMoviesAreNewestFirstEachOnce() throws {
        #expect(try #require(Self.taxonomies.term(.people, named: "Fritz Lang")).entries.map(\.title) == ["M", "Metropolis"])
        #expect(try #require(Self.taxonomies.term(.people, named: "Peter Lorre")).entries.map(\.title) == ["M", "Self Portrait"])
    }

    /// Only the first `Movie.topBilledCount` of a cast get a page; the movie's page shows only those.
    @Test func onlyTheTopBilledCastArePeople() {
        let crowd = Movie(id: Movie.ID(1), title: "Crowd", cast: (1...14).map { .init(name: "Extra \($0)", character: nil) })
        let people = Taxonomies(movies: [crowd], books: [], comics: []).terms(.people).map(\.name)
        #expect(people.count == Movie.topBilledCount)
        #expect(!people.contains("Extra 13") && !people.contains("Extra 14"))
    }

    /// The same slug is not the same person: unlike genres, spellings are not merged.
    @Test func namesThatShareASlugAreTwoPeople() throws {
        let movies = [
            Movie(id: Movie.ID(1), title: "A", directors: ["Björk"]), Movie(id: Movie.ID(2), title: "B", directors: ["Bjork"]),
        ]
        let taxonomies = Taxonomies(movies: movies, books: [], comics: [])
        #expect(taxonomies.terms(.people).map(\.name) == ["Bjork", "Björk"])
        #expect(try #require(taxonomies.term(.people, named: "Björk")).entries.map(\.title) == ["A"])
        #expect(taxonomies.term(.people, named: "BJORK") == nil, "a person is found by their name as credited")
    }

    /// Authors keep their own pages: a director who wrote a book is a person and an author.
    @Test func authorsAreNotPeople() {
        let taxonomies = Taxonomies(
            movies: [Self.metropolis], books: [book("b1", "Metropolis", authors: ["Thea von Harbou"])], comics: [])
        #expect(!taxonomies.terms(.people).map(\.name).contains("Thea von Harbou"))
        #expect(taxonomies.terms(.authors).map(\.name) == ["Thea von Harbou"])
    }
}
