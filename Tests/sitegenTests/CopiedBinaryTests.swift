import Build
import Foundation
import Testing

/// The `sitegen` binary on its own, as a user installs it: copied to a folder away from the checkout,
/// it builds a site that has no `Templates/` with the theme compiled into it, and exports that theme.
@Suite struct CopiedBinaryTests {
    @Test func aCopiedBinaryBuildsWithTheBuiltInThemeAndExportsIt() throws {
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("sitegen-copied-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch + "/bin", withIntermediateDirectories: true)
        let sitegen = URL(fileURLWithPath: scratch + "/bin/sitegen")
        try SitegenProcess.installCopy(at: sitegen)
        let site = scratch + "/site"
        try SitegenProcess.write(
            [
                "sitegen.toml": "title = \"Copied\"\n",
                "content/movies/19.json": #"{"id": 19, "title": "Metropolis", "release_date": "1927-01-10"}"#,
                "content/pages/about.md": "---\ntitle: About\n---\nA shelf built by a copied sitegen.\n",
            ], into: site)

        let build = try SitegenProcess.run(["build"], in: site, executable: sitegen)
        #expect(build.status == 0, "\(build.stderr)")
        let output = SitegenProcess.tree(site + "/public")
        #expect(output["assets/style.css"].map { [UInt8]($0) } == DefaultTheme.files["assets/style.css"])
        #expect(output["assets/favicon.svg"].map { [UInt8]($0) } == DefaultTheme.files["assets/favicon.svg"])
        for page in ["index.html", "movies/19-metropolis/index.html", "about/index.html"] {
            let html = String(decoding: output[page] ?? Data(), as: UTF8.self)
            #expect(html.contains("<link rel=\"stylesheet\" href=\"/assets/style.css\">"), "\(page) does not use the theme's layout")
            #expect(html.contains("<footer class=\"site-footer\">"), "\(page) does not use the theme's layout")
        }
        #expect(String(decoding: output["about/index.html"] ?? Data(), as: UTF8.self).contains("A shelf built by a copied sitegen."))

        let export = try SitegenProcess.run(["theme", "export", "Templates"], in: site, executable: sitegen)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout == "Exported the default theme (\(DefaultTheme.files.count) files) into Templates\n")
        let exported = SitegenProcess.tree(site + "/Templates").mapValues { [UInt8]($0) }
        #expect(exported.keys.sorted() == DefaultTheme.files.keys.sorted())
        let differing = exported.keys.filter { exported[$0] != DefaultTheme.files[$0] }
        #expect(differing.isEmpty, "exported files that differ from the built-in theme's")

        let again = try SitegenProcess.run(["theme", "export", "Templates"], in: site, executable: sitegen)
        #expect(again.status == 1)
        #expect(again.stderr.contains("Templates/layout.html:1:1: error: already exists; nothing was exported"), "\(again.stderr)")

        // The exported theme, now the site's own Templates/, builds the same pages.
        let rebuild = try SitegenProcess.run(["build", "--full", "--output", "public-exported"], in: site, executable: sitegen)
        #expect(rebuild.status == 0, "\(rebuild.stderr)")
        var fromExport = SitegenProcess.tree(site + "/public-exported")
        var fromBuiltIn = output
        fromExport[".sitegen-manifest.json"] = nil
        fromBuiltIn[".sitegen-manifest.json"] = nil
        #expect(fromExport == fromBuiltIn)
    }
}
