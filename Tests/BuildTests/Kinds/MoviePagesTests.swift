import Build
import Foundation
import TestSupport
import Testing

/// A movie's page after a structural change: carried over from the previous plan unless what it shows moved, and
/// either way the output is a full build's.
@Suite struct MoviePagesTests {
    /// Nosferatu under `id` and `title`, recommending Metropolis.
    private func addNosferatu(_ site: FixtureSite, id: Int, title: String) throws {
        var text = try String(contentsOfFile: site.root + "/content/movies/653.json", encoding: .utf8)
        text = text.replacingOccurrences(of: #""id": 653, "title": "Nosferatu""#, with: #""id": \#(id), "title": "\#(title)""#)
        try site.write(text, to: "content/movies/\(id).json")
    }

    /// Metropolis recommends 999, which the catalog lacked: when it comes, Metropolis links its page, though
    /// Metropolis and every movie it showed kept their files.
    @Test func aMovieThatComesIsLinkedFromThePageThatRecommendsIt() throws {
        let before = try FixtureSite()
        _ = try before.build()
        #expect(!before.page("movies/19-metropolis/index.html").contains("/movies/999-not-here/"))
        let (site, _) = try FixtureSite.expectSameAsFullBuild { try addNosferatu($0, id: 999, title: "Not Here") }
        #expect(site.page("movies/19-metropolis/index.html").contains("/movies/999-not-here/"))
    }

    /// A movie nothing recommends changes no other movie's page.
    @Test func aMovieNothingRecommendsLeavesTheOtherMoviesPages() throws {
        let (site, report) = try FixtureSite.expectSameAsFullBuild { try addNosferatu($0, id: 4242, title: "Nosferatu Again") }
        let changed = try #require(report.update).changedFiles.filter { $0.hasPrefix("movies/") && $0.hasSuffix("/index.html") }
        #expect(
            changed.allSatisfy { $0.hasPrefix("movies/4242-") || $0.hasPrefix("movies/page/") || $0 == "movies/index.html" }, "\(changed)")
        #expect(site.page("movies/4242-nosferatu-again/index.html").contains("Metropolis"))
    }
}
