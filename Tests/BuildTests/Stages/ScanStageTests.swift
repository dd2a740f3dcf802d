import Foundation
import Testing

@testable import Build

@Suite struct ScanStageTests {
    @Test func aSiteIsUpToDateUntilAnInputChanges() throws {
        let site = try ScratchSite()
        try site.write(plainMovieJSON(550), to: "content/movies/550.json")
        #expect(try ScanStage(options: site.options()).run().upToDatePages == nil, "nothing was built yet")

        let report = try site.build()
        #expect(try ScanStage(options: site.options()).run().upToDatePages == report.pagesWritten)

        try site.write(plainMovieJSON(550, title: "Changed"), to: "content/movies/550.json")
        #expect(try ScanStage(options: site.options()).run().upToDatePages == nil)
    }

    @Test func aFullBuildIgnoresThePreviousManifest() throws {
        let site = try ScratchSite()
        try site.write(plainMovieJSON(550), to: "content/movies/550.json")
        _ = try site.build()
        var options = site.options()
        options.full = true
        let scanned = try ScanStage(options: options).run()
        #expect(scanned.header == nil)
        #expect(scanned.upToDatePages == nil)
    }

    @Test func anOutputFolderSitegenDidNotMakeIsRefused() throws {
        let site = try ScratchSite()
        try site.write("my own file", to: "public/notes.txt")
        #expect(throws: BuildFailure.self) { try ScanStage(options: site.options()).run() }
    }
}
