import Build
import Foundation
import Testing

/// What a rebuild reports as changed: what `serve` tells the open pages.
@Suite struct ChangedFilesReportTests {
    @Test func aRebuildNamesEveryFileWhoseBytesChangedOrWentAway() throws {
        let site = try ScratchSite()
        try site.write(plainMovieJSON(550), to: "content/movies/550.json")
        try site.write(plainMovieJSON(551, title: "Gone"), to: "content/movies/551.json")
        #expect(try site.build().update == nil, "a first build writes everything")
        let before = site.outputTree()
        try site.write(plainMovieJSON(550, title: "Renamed"), to: "content/movies/550.json")
        try FileManager.default.removeItem(atPath: site.root + "/content/movies/551.json")
        let update = try #require(try site.build().update)
        let after = site.outputTree()
        let differing = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] && $0 != OutputManifest.fileName }
        #expect(Set(update.changedFiles) == differing)
        #expect(update.changedFiles.contains("movies/551-gone/index.html"))
        #expect(update.changedFiles == update.changedFiles.sorted())
    }
}
