import Foundation
import Model
import Support
import Testing

@testable import Build

@Suite struct LoadStageTests {
    @Test func loadsTheCatalogAndTheThemeAndHasNoPreviousManifestAtFirst() throws {
        let site = try ScratchSite()
        try site.write(plainMovieJSON(550), to: "content/movies/550.json")
        try site.write(plainMovieJSON(19, title: "Metropolis"), to: "content/movies/19.json")
        let loaded = try LoadStage(options: site.options(), components: .standard).run(ScanStage(options: site.options()).run())
        #expect(loaded.inputs.catalog.movies.movies.map(\.title).sorted() == ["Metropolis", "Plain Movie"])
        #expect(loaded.previous == nil)
        #expect(loaded.notes.isEmpty)
    }

    @Test func afterABuildThePreviousManifestIsRead() throws {
        let site = try ScratchSite()
        try site.write(plainMovieJSON(550), to: "content/movies/550.json")
        let report = try site.build()
        try site.write(plainMovieJSON(550, title: "Changed"), to: "content/movies/550.json")
        let loaded = try LoadStage(options: site.options(), components: .standard).run(ScanStage(options: site.options()).run())
        #expect(loaded.previous?.fileCount == report.filesWritten)
    }

    @Test func everyProblemIsReportedAtOnce() throws {
        let site = try ScratchSite()
        try site.write("{\"id\": 550,\n \"title\": }", to: "content/movies/550.json")
        try site.write("{\"id\": 551, \"title\": 7}", to: "content/movies/551.json")
        do {
            _ = try LoadStage(options: site.options(), components: .standard).run(ScanStage(options: site.options()).run())
            Issue.record("the load succeeded")
        } catch {
            let messages = error.diagnostics.map(\.description)
            #expect(messages.count == 2, "\(messages)")
            #expect(messages.first?.hasPrefix("content/movies/550.json:2:11: error:") == true, "\(messages)")
        }
    }

    @Test func aSiteWithNoItemsHasOneNotePointingAtNewAndFetch() throws {
        let site = try ScratchSite()
        try site.write("---\ntitle: About\n---\nSoon.\n", to: "content/pages/about.md")
        let loaded = try LoadStage(options: site.options(), components: .standard).run(ScanStage(options: site.options()).run())
        #expect(
            loaded.notes.map(\.description) == [
                "content:1:1: warning: no movies, books or comics to publish yet: add some with `sitegen fetch` (movie, book or comics), "
                    + "or start from the sample site that `sitegen new DIR` writes"
            ])
    }

    @Test func itemsThatWereOnlySkippedGetNoSuchNote() throws {
        let site = try ScratchSite()
        try site.write("{\"id\": 551, \"title\": 7}", to: "content/movies/551.json")
        var options = site.options()
        options.skipInvalid = true
        let loaded = try LoadStage(options: options, components: .standard).run(ScanStage(options: options).run())
        #expect(loaded.inputs.skipped.count == 1)
        #expect(loaded.notes.isEmpty, "\(loaded.notes)")
    }
}
