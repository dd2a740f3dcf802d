import Foundation
import Model
import Presentation
import Support
import Testing

@testable import Build

/// A site's language and its strings file in a real build: `strings/<language>.toml` over sitegen's
/// table, its problems reported like a compiler's, and its changes rebuilt like any other input.
@Suite struct SiteStringsTests {
    static let moviePage = "movies/19-metropolis/index.html"

    @Test func aStringsFileChangesTheWordsOfEveryPage() throws {
        let site = try FixtureSite()
        try site.write(
            """
            [movie]
            cast = "Starring"

            [count]
            movies = { one = "{count} film", other = "{count} films" }

            [section]
            movies = "Films"
            """, to: "strings/en.toml")
        let report = try site.build()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let movie = site.page(Self.moviePage)
        #expect(movie.contains("<h2 id=\"cast-heading\">Starring</h2>"))
        #expect(movie.contains("<li><a href=\"/catalog/movies/\" aria-current=\"page\">Films</a></li>"))
        #expect(movie.contains("<h2 id=\"overview-heading\">Overview</h2>"), "what the file does not set stays as it was")
        #expect(site.page("movies/index.html").contains("<p class=\"page-subtitle\">4 films</p>"))
        #expect(site.page("movies/feed.xml").contains("<title>Films · Fixture &lt;Shelf&gt; &amp; Co</title>"))
    }

    /// Only the file of the configured language counts: `strings/ja.toml` changes nothing on an English site.
    @Test func theFileOfAnotherLanguageIsNotRead() throws {
        let site = try FixtureSite()
        try site.write("movie.cast = \"出演\"\nnot.a_key = 1\n", to: "strings/ja.toml")
        #expect(try site.build().warnings.isEmpty)
        #expect(site.page(Self.moviePage).contains("<h2 id=\"cast-heading\">Cast</h2>"))
    }

    @Test func aBadStringsFileStopsTheBuildWithEveryProblemAtItsPlace() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let before = site.outputTree()
        try site.write("[movie]\ncats = \"x\"\n\n[pagination]\nsummary = \"{page} of {total}\"\n", to: "strings/en.toml")
        let failure = #expect(throws: BuildFailure.self) { try site.build() }
        #expect(
            failure?.diagnostics.map(\.description) == [
                "strings/en.toml:2:1: error: unknown key 'movie.cats' (did you mean 'movie.cast'?)",
                "strings/en.toml:5:22: error: pagination.summary: unknown placeholder {total}; this string takes {page} and {pages}",
            ])
        #expect(site.outputTree() == before, "a failed build leaves the site as it was")
    }

    @Test func aLanguageWithoutATableFallsBackToEnglishWithOneWarning() throws {
        let site = try FixtureSite()
        try site.edit("sitegen.toml", replacing: "language = \"en\"", with: "language = \"de-AT\"")
        let report = try site.build()
        #expect(
            report.warnings.map(\.description) == [
                "sitegen.toml:3:1: warning: language \"de-AT\": sitegen has no strings in this language, so labels, counts and dates "
                    + "are in English (en); translate them in strings/de-AT.toml"
            ])
        let movie = site.page(Self.moviePage)
        #expect(movie.contains("<html lang=\"de-AT\">"))
        #expect(movie.contains("<h2 id=\"cast-heading\">Cast</h2>"))
    }

    /// A site that translates every string into a language of its own gets no warning, and its words.
    @Test func aCompleteStringsFileNeedsNoTableOfSitegens() throws {
        let site = try FixtureSite()
        try site.edit("sitegen.toml", replacing: "language = \"en\"\ndate_format = \"d MMMM yyyy\"", with: "language = \"eo\"")
        try site.write(Self.everyString { $0 == .movieCast ? "Aktoroj" : nil }, to: "strings/eo.toml")
        let report = try site.build()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(site.page(Self.moviePage).contains("<h2 id=\"cast-heading\">Aktoroj</h2>"))
        // One string fewer, and the language falls back again, saying so.
        try site.write(
            Self.everyString { $0 == .movieCast ? "" : nil }.replacingOccurrences(of: "movie.cast = \"\"\n", with: ""),
            to: "strings/eo.toml")
        let partial = try site.build()
        #expect(partial.warnings.map(\.message).contains { $0.contains("the strings that strings/eo.toml does not set are in English") })
    }

    @Test func dateFormatWinsOverTheStringsFileWithAWarning() throws {
        let site = try FixtureSite()
        try site.write("[date]\nday = \"yyyy/MM/dd\"\nmonth = \"MM/yyyy\"\n", to: "strings/en.toml")
        let report = try site.build()
        #expect(
            report.warnings.map(\.description) == [
                "strings/en.toml:2:1: warning: date.day: ignored: date_format in sitegen.toml sets the pattern of a day"
            ])
        // The fixture's date_format is "d MMMM yyyy"; its month pattern comes from the file.
        #expect(site.page(Self.moviePage).contains("<dd>10 January 1927</dd>"))
        try site.edit("sitegen.toml", replacing: "date_format = \"d MMMM yyyy\"\n", with: "")
        #expect(try site.build().warnings.isEmpty)
        #expect(site.page(Self.moviePage).contains("<dd>1927/01/10</dd>"))
    }

    /// Adding, changing and removing the strings file each renders again exactly the pages whose bytes
    /// change, and the result equals a full build.
    @Test func aStringsFileChangeRebuildsLikeAFullBuild() throws {
        let (site, added) = try FixtureSite.expectSameAsFullBuild { site in
            try site.write("movie.cast = \"Starring\"\n", to: "strings/en.toml")
        }
        #expect(site.page(Self.moviePage).contains(">Starring</h2>"))
        #expect(added.unchanged > 0, "pages without a cast keep their files")
        let homeInode = site.inode("index.html")
        try site.write("movie.cast = \"With\"\nsite.footer = \"Made by hand\"\n", to: "strings/en.toml")
        _ = try site.build()
        try site.expectOutputMatchesFullBuild("after a change of the file")
        #expect(site.page("index.html").contains("<p>Made by hand</p>"))
        #expect(site.inode("index.html") != homeInode, "every page shows the footer")
        try FileManager.default.removeItem(atPath: site.root + "/strings/en.toml")
        _ = try site.build()
        try site.expectOutputMatchesFullBuild("after the file was removed")
        #expect(site.page(Self.moviePage).contains(">Cast</h2>"))
    }

    /// A strings file setting every key: for a language of the site's own.
    static func everyString(_ replacement: (UIStringKey) -> String?) -> String {
        UIStringKey.allCases.map { key in
            let text: String
            switch UIStrings.kinds[key] {
            case .count: text = UIStrings.english.forms(key).other
            case .datePattern, .label, .pattern, nil: text = UIStrings.english.pattern(key).source
            }
            let value = replacement(key) ?? text
            return key.rawValue + " = \"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                + "\"\n"
        }.joined()
    }
}
