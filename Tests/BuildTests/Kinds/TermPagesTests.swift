import Foundation
import Model
import Presentation
import TestSupport
import Testing

@testable import Build

/// The term pages after a structural change: those of the terms whose items are the same, unchanged and at the same
/// addresses are carried over from the previous plan rather than declared again; the others are declared, and
/// either way the output is a full build's.
@Suite struct TermPagesTests {
    /// Adds a copy of Metropolis under `id`, credited to `cast` in place of Brigitte Helm.
    private func addMetropolis(_ site: FixtureSite, id: Int, cast: String...) throws {
        var text = try String(contentsOfFile: site.root + "/content/movies/19.json", encoding: .utf8)
        text = text.replacingOccurrences(of: #""id": 19,"#, with: #""id": \#(id),"#)
        let credits = cast.enumerated().map { #"{"name": "\#($1)", "character": "Maria", "order": \#($0)}"# }
        text = text.replacingOccurrences(
            of: #"{"name": "Brigitte Helm", "character": "Maria", "order": 0}"#, with: credits.joined(separator: ", "))
        try site.write(text, to: "content/movies/\(id).json")
    }

    @Test func anAddedMovieCarriesOverThePagesOfTheTermsItIsNotIn() throws {
        let (site, report) = try FixtureSite.expectSameAsFullBuild { try addMetropolis($0, id: 4242, cast: "Gustav Fröhlich") }
        let update = try #require(report.update)
        #expect(update.declared < report.pagesWritten, "\(update.declared) of \(report.pagesWritten) declared")
        #expect(site.page("people/gustav-frohlich/index.html").contains("Metropolis"))
    }

    @Test func aPersonWhoseAddressAnotherNameTakesIsDeclaredAtTheNewOne() throws {
        // "BRIGITTE HELM" sorts before "Brigitte Helm" and takes the plain address; her pages move to `-2`, and the
        // movie that credits her links them there, though none of her movies changed.
        let (site, _) = try FixtureSite.expectSameAsFullBuild { try addMetropolis($0, id: 4243, cast: "BRIGITTE HELM") }
        #expect(site.page("people/brigitte-helm-2/index.html").contains("Brigitte Helm"))
        #expect(site.page("people/brigitte-helm/index.html").contains("BRIGITTE HELM"))
        #expect(site.page("movies/19-metropolis/index.html").contains("/people/brigitte-helm-2/"))
    }

    @Test func namesThatShareASlugAreNotTakenForEachOtherWhenTheyMove() throws {
        // Bjork keeps the plain address and Björk has `-2`, both credited in one movie alone; then "BJORK" comes and
        // sorts before both. Bjork moves to `-2`, where Björk's page showed the same movie: it is Bjork's now.
        let site = try FixtureSite()
        try addMetropolis(site, id: 5000, cast: "Bjork", "Björk")
        _ = try site.build()
        #expect(site.page("people/bjork-2/index.html").contains("Björk"))
        try addMetropolis(site, id: 5001, cast: "BJORK")
        _ = try site.build()
        try site.expectOutputMatchesFullBuild()
        #expect(site.page("people/bjork-2/index.html").contains(">Bjork</h1>"))
        #expect(site.page("people/bjork-3/index.html").contains("Björk"))
    }

    /// A term whose last page goes while its first shows what it showed is declared again: that page no longer links
    /// a second, nor counts the entry that went (`page_size` is 2 in the fixture). The previous plan's page after the
    /// term's last is looked for by a digest of its path.
    @Test func aTermThatLosesItsLastPageIsDeclaredAgain() throws {
        let site = try FixtureSite()
        for (id, year) in [(6001, 1901), (6002, 1902), (6003, 1903)] {
            try addMetropolis(site, id: id, cast: "Ida Testperson")
            let path = site.root + "/content/movies/\(id).json"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try site.write(
                text.replacingOccurrences(of: #""release_date": "1927-01-10""#, with: #""release_date": "\#(year)""#),
                to: "content/movies/\(id).json")
        }
        _ = try site.build()
        #expect(site.page("people/ida-testperson/page/2/index.html").contains("1901"))
        try FileManager.default.removeItem(atPath: site.root + "/content/movies/6001.json")
        _ = try site.build()
        try site.expectOutputMatchesFullBuild()
        #expect(site.page("people/ida-testperson/page/2/index.html").isEmpty)
        #expect(!site.page("people/ida-testperson/index.html").contains("page/2/"))
    }

    /// The pages at some offsets are those of every page at the same offsets, for terms of one page and of several, in
    /// every taxonomy, with the offsets past the last page left out; and the count is every page's.
    @Test(arguments: [1, 2, 24])
    func thePagesAtOffsetsAreThoseOfEveryPage(pageSize: Int) {
        let movies = (1...9).map { id in
            Movie(
                id: Movie.ID(id), title: "Film \(id)", releaseDate: PartialDate(parsing: "19\(70 + id % 3)-01-01"),
                genres: [Movie.Genre(name: id % 2 == 0 ? "Drama" : "Comedy"), Movie.Genre(name: "Crime")],
                directors: ["Director \(id % 4)"],
                cast: (0...(id % 3)).map { Movie.CastMember(name: "Actor \($0)", character: nil) })
        }
        var config = SiteConfig()
        config.pageSize = pageSize
        let context = PresentationContext(config: config, movies: OrderedMovies(movies: movies))
        let kind = TermPages()
        let every = kind.pages(in: context).map(Self.described)
        #expect(every.count > Taxonomy.allCases.count)
        let offsetLists = [Array(0..<(every.count + 3)), [0], [every.count - 1], Array(stride(from: 1, to: every.count, by: 3)), []]
        for offsets in offsetLists {
            let picked = kind.pages(at: offsets, in: context)
            #expect(picked.count == every.count)
            #expect(picked.pages.map(Self.described) == offsets.filter { $0 < every.count }.map { every[$0] })
        }
    }

    private static func described(_ page: TermPages.Page) -> String {
        "\(page.term.taxonomy) \(page.term.name) \(page.number)"
    }
}

/// Movies made in code, ordered by id as a repository gives them.
private struct OrderedMovies: MovieRepository {
    let movies: [Movie]

    func movie(_ id: Movie.ID) -> Movie? { movies.first { $0.id == id } }
}
