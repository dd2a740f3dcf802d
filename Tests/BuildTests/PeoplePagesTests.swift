import Build
import Foundation
import Testing

/// The people pages of a built site: a page per director and top-billed actor listing their movies,
/// the index, the links from each movie's page, names that share a slug, and rebuilds that reach them.
@Suite struct PeoplePagesTests {
    @Test func everyDirectorAndTopBilledActorHasAPageAndTheIndexListsThem() throws {
        let site = try FixtureSite()
        let report = try site.build()
        #expect(report.pagesByKind["term"] ?? 0 > 0)
        let index = site.page("people/index.html")
        for (name, url) in [
            ("Brigitte Helm", "brigitte-helm"), ("Carl Theodor Dreyer", "carl-theodor-dreyer"), ("Fritz Lang", "fritz-lang"),
        ] {
            #expect(index.contains(#"<a href="/catalog/people/\#(url)/">\#(name)</a>"#), "\(name) in the index")
        }
        let lang = site.page("people/fritz-lang/index.html")
        #expect(lang.contains("<h1 class=\"page-title\">Fritz Lang</h1>"))
        #expect(lang.contains("href=\"/catalog/movies/19-metropolis/\""))
        #expect(lang.contains(">Director</span>"))
        #expect(site.page("people/brigitte-helm/index.html").contains(">as Maria</span>"))
        #expect(site.page("movies/index.html").contains("href=\"/catalog/people/\""), "the movie list links the index")
    }

    @Test func aMoviesPageLinksItsDirectorsAndCast() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let metropolis = site.page("movies/19-metropolis/index.html")
        #expect(metropolis.contains(#"<a href="/catalog/people/fritz-lang/">Fritz Lang</a>"#))
        #expect(metropolis.contains(#"<a class="cast-name" href="/catalog/people/brigitte-helm/">Brigitte Helm</a>"#))
    }

    /// "Fritz Láng" makes Fritz Lang's slug but is another name: two pages, the second numbered, and
    /// the build's check for two files at one path has nothing to refuse.
    @Test func peopleWhoseNamesShareASlugGetPagesOfTheirOwn() throws {
        let (site, _) = try FixtureSite.expectSameAsFullBuild { site in
            try site.write(
                #"{"id": 20, "title": "Namesake", "credits": {"crew": [{"name": "Fritz Láng", "job": "Director"}]}}"#,
                to: "content/movies/20.json")
        }
        #expect(site.page("people/fritz-lang/index.html").contains("Metropolis"))
        #expect(!site.page("people/fritz-lang/index.html").contains("Namesake"))
        #expect(site.page("people/fritz-lang-2/index.html").contains("Namesake"))
        #expect(site.page("movies/20-namesake/index.html").contains(#"<a href="/catalog/people/fritz-lang-2/">Fritz Láng</a>"#))
        #expect(site.page("movies/19-metropolis/index.html").contains(#"<a href="/catalog/people/fritz-lang/">Fritz Lang</a>"#))
    }

    /// A name that sorts first takes the plain address: the pages linking the person who had it follow.
    @Test func aNewNameThatTakesTheAddressMovesTheLinksToTheOtherPerson() throws {
        let (site, _) = try FixtureSite.expectSameAsFullBuild { site in
            try site.write(
                #"{"id": 20, "title": "Namesake", "credits": {"crew": [{"name": "FRITZ LANG", "job": "Director"}]}}"#,
                to: "content/movies/20.json")
        }
        #expect(site.page("movies/19-metropolis/index.html").contains(#"<a href="/catalog/people/fritz-lang-2/">Fritz Lang</a>"#))
        #expect(site.page("people/fritz-lang/index.html").contains("Namesake"))
        #expect(site.page("people/index.html").contains(#"<a href="/catalog/people/fritz-lang-2/">Fritz Lang</a>"#))
    }

    @Test func aCastEditReachesThePeoplesPages() throws {
        let (site, _) = try FixtureSite.expectSameAsFullBuild { site in
            try site.edit(
                "content/movies/19.json", replacing: #"{"name": "Brigitte Helm", "character": "Maria", "order": 0}"#,
                with: #"{"name": "Brigitte Helm", "character": "Maria / The Robot", "order": 1}, {"name": "Alfred Abel", "order": 0}"#)
        }
        #expect(site.page("people/brigitte-helm/index.html").contains(">as Maria / The Robot</span>"))
        #expect(site.page("people/alfred-abel/index.html").contains(">Cast</span>"))
        #expect(site.page("people/index.html").contains("Alfred Abel"))
    }

    @Test func aRemovedCreditRemovesThePersonsPage() throws {
        let (site, _) = try FixtureSite.expectSameAsFullBuild { site in
            try site.edit("content/movies/780.json", replacing: "Carl Theodor Dreyer", with: "Carl Th. Dreyer")
        }
        #expect(site.page("people/carl-theodor-dreyer/index.html").isEmpty)
        #expect(site.page("people/carl-th-dreyer/index.html").contains("La Passion de Jeanne d"))
    }

    @Test func aRetitledMovieReachesItsPeoplesPagesAndNoOthers() throws {
        var untouched: UInt64?
        let (site, _) = try FixtureSite.expectSameAsFullBuild { site in
            untouched = site.inode("people/carl-theodor-dreyer/index.html")
            try site.edit("content/movies/19.json", replacing: #""title": "Metropolis""#, with: #""title": "Metropolis (restored)""#)
        }
        #expect(site.page("people/fritz-lang/index.html").contains("Metropolis (restored)"))
        #expect(site.page("people/brigitte-helm/index.html").contains("Metropolis (restored)"))
        #expect(site.inode("people/carl-theodor-dreyer/index.html") == untouched)
    }

    /// A rebuild restores movies from the item cache with their casts left in it: a person's page that
    /// renders again still names the characters, read from the cache.
    @Test func charactersComeFromTheItemCacheOnARebuild() throws {
        let (site, report) = try FixtureSite.expectSameAsFullBuild { site in
            try site.edit("sitegen.toml", replacing: "page_size = 2", with: "page_size = 3")
        }
        #expect(report.update != nil, "an incremental build")
        #expect(site.page("people/brigitte-helm/index.html").contains(">as Maria</span>"))
    }
}
