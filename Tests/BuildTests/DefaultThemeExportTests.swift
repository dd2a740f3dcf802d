import Build
import Foundation
import Support
import Testing

/// `sitegen theme export`: the compiled-in theme written out for a user to customise.
struct DefaultThemeExportTests {
    @Test func writesEveryFileOfTheTheme() throws {
        let site = try ScratchSite()
        let written = try DefaultTheme.export(to: site.root + "/Templates")
        #expect(written == DefaultTheme.files.keys.sorted())
        for (path, bytes) in DefaultTheme.files {
            #expect(FileManager.default.contents(atPath: site.root + "/Templates/" + path).map { [UInt8]($0) } == bytes, "\(path)")
        }
    }

    @Test func refusesToReplaceAFileAndThenWritesNothing() throws {
        let site = try ScratchSite()
        try site.write("<!-- mine -->\n", to: "Templates/layout.html")
        let failure = #expect(throws: BuildFailure.self) { try DefaultTheme.export(to: site.root + "/Templates") }
        #expect(
            failure?.diagnostics.map(\.description) == [
                site.root + "/Templates/layout.html:1:1: error: already exists; nothing was exported (--force replaces the theme's files)"
            ])
        #expect(try String(contentsOfFile: site.root + "/Templates/layout.html", encoding: .utf8) == "<!-- mine -->\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.root + "/Templates") == ["layout.html"])
    }

    @Test func replacingOverwritesTheThemesFilesAndNoOthers() throws {
        let site = try ScratchSite()
        try site.write("<!-- mine -->\n", to: "Templates/layout.html")
        try site.write("<!-- also mine -->\n", to: "Templates/extra.html")
        _ = try DefaultTheme.export(to: site.root + "/Templates", replacing: true)
        #expect(
            FileManager.default.contents(atPath: site.root + "/Templates/layout.html").map { [UInt8]($0) }
                == DefaultTheme.files["layout.html"])
        #expect(try String(contentsOfFile: site.root + "/Templates/extra.html", encoding: .utf8) == "<!-- also mine -->\n")
    }

    @Test func anExportedThemeBuildsTheSameSite() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let before = site.outputTree()
        _ = try DefaultTheme.export(to: site.root + "/Templates")
        var options = site.options(output: "public-exported")
        options.full = true
        _ = try SiteBuilder(options: options, components: .standard).build()
        let after = FixtureSite.tree(site.root + "/public-exported")
        #expect(Set(after.keys) == Set(before.keys))
        let differing = after.keys.filter { $0 != ".sitegen-manifest.json" && after[$0] != before[$0] }
        #expect(differing.isEmpty, "\(differing.sorted().prefix(5))")
    }
}
