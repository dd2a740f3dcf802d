import Foundation
import Presentation
import Testing

@testable import Build

@Suite struct PlanStageTests {
    /// The plan of the site as it is now.
    private func plan(_ site: ScratchSite) throws -> PlanStage.Plan {
        let scanned = try ScanStage(options: site.options()).run()
        let loaded = try LoadStage(options: site.options(), components: .standard).run(scanned)
        return try PlanStage(options: site.options(), components: .standard).run(loaded, scanned)
    }

    @Test func everyKindPlansItsPagesAtTheRoutersAddresses() throws {
        let site = try ScratchSite()
        try site.write(plainMovieJSON(550, title: "Fight Club"), to: "content/movies/550.json")
        let plan = try plan(site)
        #expect(
            Set(plan.pages.listed.map(\.kind)) == [
                "home", "notFound", "movieList", "movie", "termIndex", "term", "search", "stats", "random", "sitemap", "robots", "feed",
            ])
        #expect(plan.pages.listed.first { $0.kind == "movie" }?.outputPath == "movies/550-fight-club/index.html")
        #expect(plan.pages.listed.first { $0.kind == "movie" }?.address?.url == "/catalog/movies/550-fight-club/")
        #expect(plan.allPaths.contains("assets/style.css"))
    }

    @Test func aChangedItemChangesTheDigestsOfThePagesThatShowItAndNoOthers() throws {
        let site = try ScratchSite()
        try site.write(plainMovieJSON(550), to: "content/movies/550.json")
        try site.write(plainMovieJSON(551), to: "content/movies/551.json")
        let before = Dictionary(uniqueKeysWithValues: try plan(site).pages.listed.map { ($0.outputPath, $0.digest) })
        try site.write(plainMovieJSON(551) + " ", to: "content/movies/551.json")
        let after = Dictionary(uniqueKeysWithValues: try plan(site).pages.listed.map { ($0.outputPath, $0.digest) })
        // Not the statistics page nor the random page: a space changes no number, name or address they show.
        let changed = Set(after.keys.filter { before[$0] != after[$0] })
        #expect(
            changed == [
                "index.html", "movies/index.html", "movies/551-plain-movie/index.html", "genres/drama/index.html",
                "years/1999/index.html", "people/ann-actor/index.html",
            ])
    }
}
