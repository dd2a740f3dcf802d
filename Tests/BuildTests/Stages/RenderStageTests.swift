import Foundation
import Testing

@testable import Build

@Suite struct RenderStageTests {
    private func render(_ site: ScratchSite) throws -> (RenderStage.Rendered, PlanStage.Plan) {
        let scanned = try ScanStage(options: site.options()).run()
        let loaded = try LoadStage(options: site.options(), components: .standard).run(scanned)
        let plan = try PlanStage(options: site.options(), components: .standard).run(loaded, scanned)
        return (try RenderStage(options: site.options()).run(plan, loaded, scanned), plan)
    }

    @Test func aFirstBuildRendersEveryPageIntoAStagingFolder() throws {
        let site = try ScratchSite()
        try site.write(plainMovieJSON(550), to: "content/movies/550.json")
        let (rendered, plan) = try render(site)
        #expect(rendered.staging != nil && rendered.update == nil)
        #expect(rendered.writer.rendered == plan.pages.count)
        #expect(rendered.files.map(\.key) == plan.allPaths)
        #expect(!FileManager.default.fileExists(atPath: site.output), "nothing is published before the commit")
    }

    @Test func anUpdateRendersOnlyThePagesWhoseDigestChanged() throws {
        let site = try ScratchSite()
        try site.write(plainMovieJSON(550), to: "content/movies/550.json")
        try site.write(plainMovieJSON(551), to: "content/movies/551.json")
        _ = try site.build()
        try site.write(plainMovieJSON(551) + " ", to: "content/movies/551.json")
        let (rendered, _) = try render(site)
        #expect(rendered.update != nil && rendered.staging == nil)
        #expect(rendered.writer.rendered == 6, "the movie, its list, genre, year and person pages, and home")
        #expect(rendered.writer.written == 0, "the pages rendered again have the same bytes")
    }
}
