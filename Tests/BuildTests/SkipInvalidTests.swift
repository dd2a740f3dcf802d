import Build
import Foundation
import Support
import Testing

/// `--skip-invalid` publishes everything else, reports what it left out, and nothing links to it.
@Suite struct SkipInvalidTests {
    @Test func invalidItemsAreLeftOutAndReported() throws {
        let site = try FixtureSite()
        // 653 is recommended by 19: once invalid it must not be linked from there.
        try site.write("{\"id\": 653,\n \"title\": 1922}", to: "content/movies/653.json")
        try site.write("{\"num\": 2, \"safe_title\": 7}", to: "content/comics/2.json")
        var options = site.options()
        options.skipInvalid = true
        let report = try SiteBuilder(options: options, components: .standard).build()
        #expect(
            report.skipped.map(\.description) == [
                "content/comics/2.json:1:26: error: safe_title: expected a string, found 7",
                "content/movies/653.json:2:11: error: title: expected a string, found 1922",
            ])
        #expect(report.summary.contains("2 problems skipped"))
        let tree = site.outputTree()
        #expect(!tree.keys.contains { $0.hasPrefix("movies/653") || $0.hasPrefix("comics/2/") })
        for (path, data) in tree where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            #expect(!html.contains("/movies/653-"), "\(path) links to the skipped movie")
            #expect(!html.contains("/comics/2/\""), "\(path) links to the skipped comic")
        }
        // Neighbours close the gap the skipped comic left.
        let first = String(decoding: tree["comics/1/index.html"] ?? Data(), as: UTF8.self)
        #expect(first.contains("href=\"/catalog/comics/4/\""))
    }

    @Test func templateAndConfigErrorsStillFail() throws {
        let site = try FixtureSite()
        try site.write("page_size = 0\n", to: "sitegen.toml")
        var options = site.options()
        options.skipInvalid = true
        #expect(throws: BuildFailure.self) { try SiteBuilder(options: options, components: .standard).build() }
    }
}
