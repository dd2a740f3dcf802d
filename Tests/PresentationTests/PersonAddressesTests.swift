import Model
import Testing

@testable import Presentation

/// Two people whose names make one slug get two addresses, by a rule that depends on the names alone.
@Suite struct PersonAddressesTests {
    /// The addresses of a catalog of one movie per name, each name directing its movie.
    private func addresses(_ names: [String]) -> PersonAddresses {
        let movies = names.enumerated().map { index, name in Movie(id: Movie.ID(index + 1), title: "Film \(index)", directors: [name]) }
        return Taxonomies(movies: movies, books: [], comics: []).personAddresses
    }

    @Test func everyoneIsAtTheirSlugWhenNoSlugIsShared() {
        let people = addresses(["Fritz Lang", "Brigitte Helm", "黒澤明"])
        #expect(people.areAllPlain)
        #expect(people.segment(for: "Fritz Lang") == "fritz-lang")
        #expect(people.segment(for: "黒澤明") == Slug.fallback(for: "黒澤明"), "a name without ASCII letters still has a page")
    }

    @Test func theSmallestNameKeepsTheSlugAndTheOthersAreNumberedInOrder() {
        let people = addresses(["Björk", "Bjork", "BJORK"])
        #expect(!people.areAllPlain)
        // Code-point order: "BJORK" < "Bjork" < "Björk".
        #expect(["BJORK", "Bjork", "Björk"].map(people.segment(for:)) == ["bjork", "bjork-2", "bjork-3"])
    }

    @Test func theRuleDoesNotDependOnTheOrderNamesArrive() {
        let names = ["Anna-Karina", "Anna Karina", "Jean Luc Godard", "Jean-Luc Godard", "Agnès Varda"]
        let forwards = addresses(names)
        let backwards = addresses(names.reversed())
        for name in names { #expect(forwards.segment(for: name) == backwards.segment(for: name)) }
        #expect(forwards.segment(for: "Jean-Luc Godard") == "jean-luc-godard-2")
    }

    @Test func aNumberedAddressSkipsAnotherPersonsSlug() {
        let people = addresses(["Bjork", "Björk", "Bjork 2", "Björk 2"])
        #expect(people.segment(for: "Bjork") == "bjork")
        #expect(people.segment(for: "Bjork 2") == "bjork-2", "a plain slug is never taken away")
        #expect(people.segment(for: "Björk") == "bjork-3")
        #expect(people.segment(for: "Björk 2") == "bjork-2-2")
    }

    @Test func theRouterGivesEachPersonTheirOwnAddress() {
        let router = Router(basePath: "/catalog/", people: addresses(["Björk", "Bjork"]))
        #expect(router.url(.term(.people, name: "Bjork", page: 1)) == "/catalog/people/bjork/")
        #expect(router.url(.term(.people, name: "Björk", page: 2)) == "/catalog/people/bjork-2/page/2/")
        #expect(router.outputPath(.term(.people, name: "Björk", page: 1)) == "people/bjork-2/index.html")
        #expect(router.url(.term(.genres, name: "Björk", page: 1)) == "/catalog/genres/bjork/", "other taxonomies merge spellings")
    }
}
