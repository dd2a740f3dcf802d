import Build
import Foundation
import Support
import TestSupport
import Testing

/// The statistics, the years in review and the random page built from the fixture site: where they go, what
/// they link, and that a rebuild renders them again exactly when something they show changed.
@Suite struct StatsPagesTests {
    @Test func theStatisticsAndTheYearsInReviewAreBuiltAndLinked() throws {
        let site = try FixtureSite()
        let report = try site.build()
        #expect(report.pagesByKind["stats"] == 1)
        #expect(report.pagesByKind["review"] == 3, "the index, 2023 and 2024")
        let stats = site.page("stats/index.html")
        #expect(stats.contains(#"<a href="/catalog/review/2024/">2024</a>"#))
        #expect(stats.contains(#"<a href="/catalog/random/">Show me a random item</a>"#))
        #expect(stats.contains(#"<a href="/catalog/movies/19-metropolis/">Metropolis</a> <span class="fact-detail">2h 33m</span>"#))
        #expect(site.page("index.html").contains(#"<a href="/catalog/stats/">Stats</a>"#), "the navigation links it")
        let review = site.page("review/2023/index.html")
        #expect(review.contains("Frankenstein") && !review.contains("Metropolis"))
        #expect(review.contains(#"<a href="/catalog/review/2024/" rel="next">2024 →</a>"#))
        #expect(site.page("review/index.html").contains(#"<a href="/catalog/review/2023/">2023</a>"#))
    }

    /// A year in review shows the activities of its items: when a book's purchase moves to another year, both years'
    /// pages change, though only the book's files did, and the output is a full build's.
    @Test func anActivityMovedToAnotherYearChangesBothYearsPages() throws {
        let (site, report) = try FixtureSite.expectSameAsFullBuild {
            try $0.edit("content/books/frankenst01.md", replacing: "purchased: 2023-02-01", with: "purchased: 2024-02-01")
        }
        let changed = try #require(report.update).changedFiles
        #expect(changed.contains("review/2023/index.html") && changed.contains("review/2024/index.html"), "\(changed)")
        #expect(site.page("review/2024/index.html").contains("Frankenstein"))
    }

    @Test func theRandomListNamesEveryItemsPage() throws {
        let site = try FixtureSite()
        let report = try site.build()
        let parts = site.outputTree().keys.filter { $0.hasPrefix("random/list/") }
        #expect(parts.count == 1)
        #expect(report.pagesByKind["random"] == 2, "the page and one part")
        let part = try #require(parts.first)
        let urls = try #require(try JSONSerialization.jsonObject(with: Data(site.page(part).utf8)) as? [String])
        let tree = site.outputTree()
        #expect(urls.count == 10, "every movie, book and comic but the draft")
        for url in urls {
            #expect(url.hasPrefix("/catalog/"))
            #expect(tree[String(url.dropFirst("/catalog/".count)) + "index.html"] != nil, "\(url) is no page")
        }
        let page = site.page("random/index.html")
        #expect(page.contains(#"data-parts="/catalog/\#(part)""#))
        #expect(page.contains(#"data-count="10""#))
        let fallback = try #require(page.components(separatedBy: #"<a class="card-link" href=""#).dropFirst().first?.prefix { $0 != "\"" })
        #expect(urls.contains(String(fallback)), "the item without script is one of the list")
    }

    @Test func anEditOfWhatNoneOfThemShowsRendersNoneOfThem() throws {
        let pages = ["stats/index.html", "review/2024/index.html", "review/index.html", "random/index.html"]
        var digests: [String: ContentHash.Digest?] = [:]
        let (site, _) = try FixtureSite.expectSameAsFullBuild { site in
            for page in pages { digests[page] = site.digest(page) }
            try site.edit("content/movies/19.json", replacing: "A city above, workers below.", with: "A city above.")
        }
        for page in pages { #expect(site.digest(page) == digests[page], "\(page) was rendered again") }
        #expect(site.digest("movies/19-metropolis/index.html") != nil)
    }

    @Test func aRatingRendersTheStatisticsAndItsYearAgain() throws {
        var digests: [String: ContentHash.Digest?] = [:]
        let (site, _) = try FixtureSite.expectSameAsFullBuild { site in
            for page in ["stats/index.html", "review/2024/index.html", "review/2023/index.html"] { digests[page] = site.digest(page) }
            try site.edit("content/movies/19.md", replacing: "rating: 4", with: "rating: 2")
        }
        #expect(site.digest("stats/index.html") != digests["stats/index.html"])
        #expect(site.digest("review/2024/index.html") != digests["review/2024/index.html"])
        #expect(site.digest("review/2023/index.html") == digests["review/2023/index.html"], "another year's page stays")
        #expect(site.page("review/2024/index.html").contains("2 out of 5"))
    }

    @Test func aRuntimeChangesTheWatchTime() throws {
        let (site, _) = try FixtureSite.expectSameAsFullBuild { site in
            try site.edit("content/movies/19.json", replacing: #""runtime": 153"#, with: #""runtime": 200"#)
        }
        #expect(site.page("stats/index.html").contains("3 h 20 min over 1 watched movie"))
    }

    @Test func aNewWatchedDateMakesANewYearAndMovesTheLinksBesideIt() throws {
        let (site, _) = try FixtureSite.expectSameAsFullBuild { site in
            try site.write("---\nwatched: 2025-01-02\nrating: 5\n---\n", to: "content/movies/653.md")
        }
        #expect(site.page("review/2025/index.html").contains("Nosferatu"))
        #expect(site.page("review/2024/index.html").contains(#"<a href="/catalog/review/2025/" rel="next">2025 →</a>"#))
        #expect(site.page("review/index.html").contains(#"<a href="/catalog/review/2025/">2025</a>"#))
    }

    @Test func aRetitledItemMovesItsAddressInTheRandomList() throws {
        let (site, _) = try FixtureSite.expectSameAsFullBuild { site in
            try site.edit("content/movies/653.json", replacing: "\"title\": \"Nosferatu\"", with: "\"title\": \"Nosferatu the Vampyre\"")
        }
        let part = try #require(site.outputTree().keys.first { $0.hasPrefix("random/list/") })
        #expect(site.page(part).contains("/catalog/movies/653-nosferatu-the-vampyre/"))
        #expect(site.outputTree().keys.filter { $0.hasPrefix("random/list/") }.count == 1, "the old part is removed")
    }

    @Test func aCatalogWithoutNotesHasStatisticsThatSayWhatIsMissingAndNoYearInReview() throws {
        let site = try ScratchSite()
        try site.write(plainMovieJSON(550, title: "Fight Club"), to: "content/movies/550.json")
        let report = try site.build()
        #expect(report.pagesByKind["stats"] == 1 && report.pagesByKind["review"] == nil)
        let tree = ScratchFolder.tree(site.output)
        let stats = String(decoding: tree["stats/index.html"] ?? [], as: UTF8.self)
        #expect(stats.contains("Nothing has a rating yet."))
        #expect(stats.contains("No movie has a watched date yet, so there is no watch time."))
        #expect(stats.contains("No watched, read or purchased dates yet."))
        #expect(!stats.contains("/review/"))
        #expect(stats.contains(#"<a href="/catalog/movies/550-fight-club/">Fight Club</a> <span class="fact-detail">1h 39m</span>"#))
        #expect(tree["random/index.html"] != nil)
    }

    @Test func anEmptyCatalogHasNoneOfThem() throws {
        let site = try ScratchSite()
        let report = try site.build()
        #expect(report.pagesByKind["stats"] == nil && report.pagesByKind["review"] == nil && report.pagesByKind["random"] == nil)
        let home = String(decoding: ScratchFolder.tree(site.output)["index.html"] ?? [], as: UTF8.self)
        #expect(!home.contains("/stats/"))
    }
}
