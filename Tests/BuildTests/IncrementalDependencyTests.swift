import Build
import Foundation
import Support
import Testing

/// A rebuild re-renders only the pages whose inputs changed, and still reaches every page an edit
/// shows up on: lists, taxonomy and home pages, and pages that link to the item. Each case is
/// checked against a full build of the same content, file for file.
@Suite struct IncrementalDependencyTests {
    @Test func anEditReRendersOnlyThePagesThatShowTheItem() throws {
        var untouched: [String: UInt64?] = [:]
        let watched = [
            "comics/1/index.html", "books/index.html", "movies/653-nosferatu/index.html", "genres/horror/index.html", "sitemap.xml",
            "robots.txt", "books/feed.xml",
        ]
        let (site, report) = try FixtureSite.expectSameAsFullBuild { site in
            for page in watched { untouched[page] = site.inode(page) }
            try site.edit(
                "content/movies/780.json", replacing: #""release_date": "1928-04-21""#,
                with: #""release_date": "1928-04-21", "overview": "Edited.""#)
        }
        let update = try #require(report.update)
        // The movie's page, the movie list page and year page it is on, its genre page, the home page, the
        // site's and the movies' feeds (whose entry for it summarises it with the overview), and of search the
        // shard of the new word "edited", the index's entry that names it and the page that names the entry.
        #expect(update.rendered <= 11, "rendered \(update.rendered) of \(report.pagesWritten) pages")
        #expect(report.filesWritten - report.unchanged == 6, "the movie's own page, the two feeds and three search files")
        #expect(site.page("movies/feed.xml").contains("Edited."))
        for page in watched { #expect(site.inode(page) == untouched[page], "\(page) was rewritten") }
        #expect(site.page("movies/780-la-passion-de-jeanne-darc/index.html").contains("Edited."))
        // An overview is text: the plan is the previous one, with the pages that show the movie and the
        // search index declared again, not every page.
        let search = report.pagesByKind["search"] ?? 0
        #expect(update.declared > search && update.declared <= search + 12, "declared \(update.declared) of \(report.pagesWritten) pages")
    }

    /// Pages link the stylesheet by a fixed address and never read it: a new stylesheet is copied, and no page rendered.
    @Test func aStylesheetEditRendersNoPage() throws {
        let (site, report) = try FixtureSite.expectSameAsFullBuild { site in
            try site.write("body { color: rebeccapurple; }\n", to: "Templates/assets/style.css")
        }
        let update = try #require(report.update)
        #expect(update.rendered == 0, "rendered \(update.rendered) of \(report.pagesWritten) pages")
        #expect(report.filesWritten - report.unchanged == 1, "only the stylesheet has new bytes")
        #expect(update.changedFiles == ["assets/style.css"])
        #expect(site.page("assets/style.css").contains("rebeccapurple"))
    }

    @Test func aRetitledMovieReachesThePagesThatRecommendOrListIt() throws {
        let (site, report) = try FixtureSite.expectSameAsFullBuild { site in
            try site.edit("content/movies/653.json", replacing: "\"title\": \"Nosferatu\"", with: "\"title\": \"Nosferatu the Vampyre\"")
        }
        // A title orders lists and makes the page's address: every page is planned again, but for the pages of the
        // terms Nosferatu is not in, which are carried over.
        let declared = try #require(report.update?.declared)
        #expect(declared < report.pagesWritten && declared > report.pagesWritten / 2, "\(declared) of \(report.pagesWritten)")
        #expect(site.page("movies/19-metropolis/index.html").contains("Nosferatu the Vampyre"))
        #expect(site.page("genres/horror/index.html").contains("Nosferatu the Vampyre"))
        #expect(site.page("movies/653-nosferatu/index.html").isEmpty, "the page under the old title is removed")
    }

    @Test func publishingADraftLinksItFromTheMoviesThatRecommendIt() throws {
        let (site, report) = try FixtureSite.expectSameAsFullBuild { site in
            try site.write("---\ndraft: false\n---\n", to: "content/movies/7.md")
        }
        #expect(report.update != nil)
        #expect(site.page("movies/19-metropolis/index.html").contains("/catalog/movies/7"))
    }

    @Test func aNewComicMovesTheLatestLinkAndTheArchive() throws {
        let (site, _) = try FixtureSite.expectSameAsFullBuild { site in
            try site.write(
                #"{"num": 6, "title": "Strip 6", "alt": "Six", "img": "", "year": "2010", "month": "1", "day": "2"}"#,
                to: "content/comics/6.json")
        }
        #expect(site.page("comics/5/index.html").contains("/catalog/comics/6/"))
        #expect(site.page("comics/latest/index.html").contains("/catalog/comics/6/"))
        #expect(site.page("comics/index.html").contains("Strip 6"))
    }

    @Test func aRetitledLatestComicReachesTheRedirectPage() throws {
        let (site, _) = try FixtureSite.expectSameAsFullBuild { site in
            try site.edit("content/comics/5.json", replacing: #""safe_title": "Strip 5""#, with: #""safe_title": "The Last Strip""#)
        }
        #expect(site.page("comics/latest/index.html").contains("The Last Strip"))
    }

    @Test func aRemovedComicClosesTheGapBetweenItsNeighbours() throws {
        let (site, report) = try FixtureSite.expectSameAsFullBuild { site in
            try FileManager.default.removeItem(atPath: site.root + "/content/comics/4.json")
        }
        #expect(site.page("comics/2/index.html").contains("/catalog/comics/5/"))
        #expect(site.page("comics/4/index.html").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: site.output + "/comics/4"), "the emptied folder is removed too")
        #expect((report.update?.removed ?? 0) >= 2, "the page and its image")
    }

    @Test func aRetitledFreePageReachesEveryPagesNavigation() throws {
        let (site, report) = try FixtureSite.expectSameAsFullBuild { site in
            try site.edit("content/pages/about.md", replacing: "title: About this fixture", with: "title: About us")
        }
        #expect(report.update?.rendered == report.pagesWritten)
        #expect(site.page("comics/1/index.html").contains("About us"))
    }

    @Test func aNewTagReachesTheTagIndexAndItsPage() throws {
        let (site, _) = try FixtureSite.expectSameAsFullBuild { site in
            try site.edit("content/books/frankenst01.md", replacing: "tags: [silent, gothic]", with: "tags: [silent, gothic, monsters]")
        }
        #expect(site.page("tags/index.html").contains("monsters"))
        #expect(site.page("tags/monsters/index.html").contains("Frankenstein"))
    }

    @Test func aSettingChangeReachesEveryPage() throws {
        let (site, _) = try FixtureSite.expectSameAsFullBuild { site in
            try site.edit("sitegen.toml", replacing: "page_size = 2", with: "page_size = 4")
        }
        #expect(site.page("movies/page/2/index.html").isEmpty, "the four movies now fit on one page")
    }

    @Test func aNewImageIsCopiedAndShown() throws {
        let (site, _) = try FixtureSite.expectSameAsFullBuild { site in
            let poster = try String(contentsOfFile: site.root + "/content/movies/19.svg", encoding: .utf8)
            try site.write(poster, to: "content/movies/653.svg")
        }
        #expect(site.page("movies/653-nosferatu/index.html").contains("/catalog/movies/653-nosferatu/poster.svg"))
        #expect(!site.page("movies/653-nosferatu/poster.svg").isEmpty)
    }

    /// A build killed after its commit point left the update half-applied: the next build finishes it
    /// before it reads the manifest, so the output ends up as the killed build meant it.
    @Test func anUpdateKilledAfterItsCommitPointIsFinishedByTheNextBuild() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let commit = site.root + "/.public.sitegen-commit-99999"
        try FileManager.default.createDirectory(atPath: commit + "/movies/19-metropolis", withIntermediateDirectories: true)
        try Data("new bytes".utf8).write(to: URL(fileURLWithPath: commit + "/movies/19-metropolis/index.html"))
        try Data("+ movies/19-metropolis/index.html\n- comics/1/index.html\n- comics/1/image.svg\n".utf8)
            .write(to: URL(fileURLWithPath: commit + "/.sitegen-commit"))
        // The manifest the killed build would have written: the next build must not trust a stale one.
        try Data("{ damaged".utf8).write(to: URL(fileURLWithPath: commit + "/.sitegen-manifest.json"))
        let report = try site.build()
        #expect(!FileManager.default.fileExists(atPath: commit))
        #expect(
            report.warnings.map(\.description).contains { $0.contains("the manifest is damaged") },
            "the manifest was moved in before the build read it")
        #expect(site.page("comics/1/index.html").contains("Strip"), "the full build that followed restored the page")
    }
}
