import Foundation
import Testing

@testable import Build

@Suite struct CommitStageTests {
    private func commit(_ site: ScratchSite) throws -> [String] {
        let scanned = try ScanStage(options: site.options()).run()
        let loaded = try LoadStage(options: site.options(), components: .standard).run(scanned)
        let plan = try PlanStage(options: site.options(), components: .standard).run(loaded, scanned)
        let rendered = try RenderStage(options: site.options()).run(plan, loaded, scanned)
        return try CommitStage(options: site.options()).run(
            rendered, plan, loaded, scanned, nextPlan: nil)
    }

    @Test func aFirstCommitPublishesTheSiteWithItsManifest() throws {
        let site = try ScratchSite()
        try site.write(plainMovieJSON(550), to: "content/movies/550.json")
        #expect(try commit(site).isEmpty)
        let tree = site.outputTree()
        #expect(tree[OutputManifest.fileName] != nil)
        #expect(tree["movies/550-plain-movie/index.html"] != nil)
    }

    @Test func aCommitRemovesWhatNoPageMakesAnyMore() throws {
        let site = try ScratchSite()
        try site.write(plainMovieJSON(550), to: "content/movies/550.json")
        try site.write(plainMovieJSON(551, title: "Gone"), to: "content/movies/551.json")
        _ = try site.build()
        try FileManager.default.removeItem(atPath: site.root + "/content/movies/551.json")
        let before = Set(site.outputTree().keys)
        let removed = try commit(site)
        let tree = site.outputTree()
        // The movie's page, and the search index files whose bytes (and so names) changed without it.
        #expect(Set(removed) == before.subtracting(tree.keys))
        #expect(removed.count > 1)
        #expect(tree["movies/551-gone/index.html"] == nil)
        #expect(tree["movies/550-plain-movie/index.html"] != nil)
    }
}
