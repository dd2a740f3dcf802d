import Foundation
import Testing

/// A first run: a missing content folder is a usage error that names it, not an empty site; a site
/// with no items builds, with one warning that says how to get some.
@Suite struct FirstRunTests {
    @Test func aMissingContentFolderIsAUsageErrorNamingIt() throws {
        let site = try SitegenProcess.makeSite(["sitegen.toml": "title = \"First\"\n"])
        defer { try? FileManager.default.removeItem(atPath: site) }
        let given = try SitegenProcess.run(["build", "--content", "catalog"], in: site)
        #expect(given.status == 2)
        #expect(given.stderr.hasPrefix("Error: the content folder 'catalog' does not exist (\(site)/catalog)"), "\(given.stderr)")
        #expect(given.stderr.contains("sitegen new DIR"))
        let byDefault = try SitegenProcess.run(["build"], in: site)
        #expect(byDefault.status == 2)
        #expect(byDefault.stderr.hasPrefix("Error: the content folder 'content' does not exist (\(site)/content)"), "\(byDefault.stderr)")
        #expect(!FileManager.default.fileExists(atPath: site + "/public"), "a usage error builds nothing")
    }

    @Test func aContentFileIsAUsageError() throws {
        let site = try SitegenProcess.makeSite(["content": "not a folder\n"])
        defer { try? FileManager.default.removeItem(atPath: site) }
        let result = try SitegenProcess.run(["build"], in: site)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Error: the content folder 'content' is not a folder (\(site)/content)"), "\(result.stderr)")
    }

    @Test func aSiteWithNoItemsBuildsWithOneWarning() throws {
        let site = try SitegenProcess.makeSite([
            "content/pages/about.md": "---\ntitle: About\n---\nNothing here yet.\n",
            // A full address, so that the sitemap and the feeds are no reason for a warning.
            "sitegen.toml": "base_url = \"https://example.org/\"\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: site) }
        let result = try SitegenProcess.run(["build"], in: site)
        #expect(result.status == 0, "\(result.stderr)")
        let warnings = result.stderr.split(separator: "\n")
        #expect(warnings.count == 1, "\(result.stderr)")
        #expect(warnings.first?.hasPrefix("content:1:1: warning: no movies, books or comics to publish yet") == true, "\(result.stderr)")
        #expect(warnings.first?.contains("sitegen fetch") == true && warnings.first?.contains("sitegen new") == true)
        #expect(result.stdout.hasSuffix(", 1 warning\n"), "\(result.stdout)")
        #expect(FileManager.default.fileExists(atPath: site + "/public/index.html"))
        #expect(FileManager.default.fileExists(atPath: site + "/public/about/index.html"))
    }
}
