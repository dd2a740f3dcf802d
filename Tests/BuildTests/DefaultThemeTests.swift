import Build
import Foundation
import Testing

/// The default theme compiled into sitegen: current with `Templates/`, and overridden by a site's own
/// `Templates/` file by file.
struct DefaultThemeTests {
    @Test func theCompiledInThemeIsCurrentWithTemplatesFolder() {
        let onDisk = EmbeddedFolder.theme.files()
        #expect(
            onDisk.contains("layout.html") && onDisk.contains("assets/style.css"), "Templates/ not found at \(EmbeddedFolder.theme.path)")
        // One line a file: a failure should name the file, not print two arrays of its bytes.
        let problems = EmbeddedFolder.theme.differences(from: DefaultTheme.files)
        #expect(
            problems.isEmpty,
            "\(problems.joined(separator: "; ")). Sources/Build/DefaultThemeFiles(.swift|/) is stale: run python3 Scripts/embed-files.py")
    }

    @Test func aSiteWithoutTemplatesIsBuiltWithTheCompiledInTheme() throws {
        let site = try ScratchSite()
        try site.write(plainMovieJSON(19, title: "Metropolis"), to: "content/movies/19.json")
        _ = try site.build()
        let tree = site.outputTree()
        #expect(tree["assets/style.css"] == DefaultTheme.files["assets/style.css"])
        #expect(tree["assets/favicon.svg"] == DefaultTheme.files["assets/favicon.svg"])
        let movie = String(decoding: tree[try #require(ScratchSite.moviePage(19, in: tree))] ?? [], as: UTF8.self)
        #expect(movie.contains("<footer class=\"site-footer\">"))
        #expect(movie.contains("Metropolis"))
    }

    @Test func aSitesTemplatesOverrideTheCompiledInThemeFileByFile() throws {
        let site = try ScratchSite()
        try site.write(plainMovieJSON(19, title: "Metropolis"), to: "content/movies/19.json")
        let layout = String(decoding: try #require(DefaultTheme.files["layout.html"]), as: UTF8.self)
        try site.write(
            layout.replacingOccurrences(of: "<p data-text=\"site.footer\">Built with sitegen</p>", with: "<p>Shelved by hand</p>"),
            to: "Templates/layout.html")
        try site.write("body { color: rebeccapurple; }\n", to: "Templates/assets/style.css")
        try site.write("// the site's own\n", to: "Templates/assets/extra.js")
        _ = try site.build()
        let tree = site.outputTree()
        #expect(tree["assets/style.css"] == Array("body { color: rebeccapurple; }\n".utf8))
        #expect(tree["assets/favicon.svg"] == DefaultTheme.files["assets/favicon.svg"], "an asset the site lacks comes from the theme")
        #expect(tree["assets/extra.js"] == Array("// the site's own\n".utf8))
        let home = String(decoding: tree["index.html"] ?? [], as: UTF8.self)
        #expect(home.contains("Shelved by hand") && !home.contains("Built with sitegen"))
        // The movie page's own template and partials still come from the compiled-in theme.
        let movie = String(decoding: tree[try #require(ScratchSite.moviePage(19, in: tree))] ?? [], as: UTF8.self)
        #expect(movie.contains("Shelved by hand") && movie.contains("Metropolis"))
    }

    @Test func aProblemInTheCompiledInThemeNamesItsFile() throws {
        let site = try ScratchSite()
        // A page of the site's own that fills no slot of the compiled-in layout, whose `main` is required.
        try site.write(
            "<!DOCTYPE html>\n<html data-layout=\"layout.html\">\n<body><p>no fill</p></body>\n</html>\n", to: "Templates/page.html")
        let lines = DefaultTheme.files["layout.html"].map { String(decoding: $0, as: UTF8.self) }?.split(
            separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines?.firstIndex { $0.contains("data-slot-required") }) + 1
        #expect(
            site.failure() == ["(default theme)/layout.html:\(line):1: error: required slot 'main' has no data-fill in page 'page.html'"])
    }

    /// Taking an override away brings the compiled-in file back, in a rebuild as in a full build.
    @Test func removingAnOverrideRebuildsWithTheCompiledInFile() throws {
        let site = try FixtureSite()
        try site.write("body { color: rebeccapurple; }\n", to: "Templates/assets/style.css")
        try site.write(
            "<!DOCTYPE html>\n<html data-layout=\"layout.html\">\n<body><main data-fill=\"main\"><p>mine</p></main></body>\n</html>\n",
            to: "Templates/page.html")
        _ = try site.build()
        try FileManager.default.removeItem(atPath: site.root + "/Templates")
        _ = try site.build()
        try site.expectOutputMatchesFullBuild()
        #expect(site.outputTree()["assets/style.css"].map { [UInt8]($0) } == DefaultTheme.files["assets/style.css"])
    }
}
