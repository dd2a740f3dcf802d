import Build
import Foundation
import Support
import Testing

/// The output folder is replaced as a whole, so sitegen refuses folders it must not destroy.
@Suite struct OutputGuardTests {
    private func failure(_ site: FixtureSite, output: String, force: Bool = false) -> String? {
        var options = site.options(output: output)
        options.force = force
        do {
            _ = try SiteBuilder(options: options, components: .standard).build()
            return nil
        } catch {
            return error.diagnostics.first?.message
        }
    }

    @Test func refusesFoldersThatAreNotAnOutput() throws {
        let site = try FixtureSite()
        #expect(failure(site, output: "/")?.contains("the root folder") == true)
        #expect(failure(site, output: NSHomeDirectory())?.contains("the home folder") == true)
        #expect(failure(site, output: ".")?.contains("the site folder") == true)
        #expect(failure(site, output: "content")?.contains("the content folder") == true)
        #expect(failure(site, output: "content/..")?.contains("the site folder") == true)
        #expect(FileManager.default.fileExists(atPath: site.root + "/content/movies/19.json"))
    }

    @Test func refusesANonEmptyForeignFolderUnlessForced() throws {
        let site = try FixtureSite()
        try FileManager.default.createDirectory(atPath: site.root + "/docs", withIntermediateDirectories: true)
        try site.write("my thesis", to: "docs/thesis.txt")
        #expect(failure(site, output: "docs")?.contains("--force") == true)
        #expect(FileManager.default.fileExists(atPath: site.root + "/docs/thesis.txt"))
        #expect(failure(site, output: "docs", force: true) == nil)
        #expect(FileManager.default.fileExists(atPath: site.root + "/docs/index.html"))
    }

    @Test func replacesItsOwnOutputAndAFolderWithOnlyAGitkeep() throws {
        let site = try FixtureSite()
        try FileManager.default.createDirectory(atPath: site.output, withIntermediateDirectories: true)
        try site.write("", to: "public/.gitkeep")
        #expect(failure(site, output: "public") == nil)
        #expect(failure(site, output: "public") == nil, "a second build replaces the first")
        #expect(site.outputTree()[".gitkeep"] != nil, "the committed .gitkeep survives")
        #expect(site.outputTree()[".sitegen-manifest.json"] != nil)
    }
}
