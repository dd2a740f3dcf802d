import Foundation
import Testing

/// `sitegen check` as a user runs it: the real binary over real built output.
@Suite struct CheckCommandTests {
    /// This repository's folder, which holds the sample catalog (`content/`, `sitegen.toml`).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func page(_ body: String) -> String {
        "<!DOCTYPE html>\n<html lang=\"en\"><head><title>t</title></head><body>\n\(body)\n</body></html>\n"
    }

    @Test func theRepositorysSampleCatalogBuildsAndChecksClean() throws {
        let site = try SitegenProcess.makeSite([".keep": ""])
        defer { try? FileManager.default.removeItem(atPath: site) }
        try FileManager.default.copyItem(atPath: Self.repository + "/content", toPath: site + "/content")
        try FileManager.default.copyItem(atPath: Self.repository + "/sitegen.toml", toPath: site + "/sitegen.toml")
        let build = try SitegenProcess.run(["build", "--quiet"], in: site)
        #expect(build.status == 0, "\(build.stderr)")
        let check = try SitegenProcess.run(["check"], in: site)
        #expect(check.stderr == "")
        #expect(check.status == 0)
        // Every page of the sample, its sitemap and feeds, and thousands of links were read.
        let summary = try #require(
            check.stdout.firstMatch(of: /^Checked (\d+) pages and (\d+) XML files, (\d+) links in [0-9.]+ s: no problems.\n$/))
        #expect(Int(summary.1)! > 400 && Int(summary.2)! >= 2 && Int(summary.3)! > 5000)
    }

    @Test func aNewSiteChecksCleanAlsoUnderASubfolder() throws {
        let parent = try SitegenProcess.makeSite([".keep": ""])
        defer { try? FileManager.default.removeItem(atPath: parent) }
        #expect(try SitegenProcess.run(["new", "shelf"], in: parent).status == 0)
        let site = parent + "/shelf"
        for baseURL in ["/", "https://example.org/shelf/"] {
            let build = try SitegenProcess.run(["build", "--quiet", "--full", "--base-url", baseURL], in: site)
            #expect(build.status == 0, "\(build.stderr)")
            let check = try SitegenProcess.run(["check", "--base-url", baseURL], in: site)
            #expect(check.status == 0 && check.stderr == "", "\(baseURL): \(check.stderr)")
        }
    }

    @Test func problemsArePrintedSortedWithPathsFromTheCurrentFolderAndExit1() throws {
        let parent = try SitegenProcess.makeSite([
            "site/public/index.html": Self.page("<a href=\"/gone/\">x</a>\n<img src=\"/a.png\">"),
            "site/public/about/index.html": Self.page("<p id=\"x\"></p><p id=\"x\"></p>"),
        ])
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let expected = [
            #"public/about/index.html:3: error: duplicate id "x" (first on line 3)"#,
            #"public/index.html:3: error: href "/gone/" is broken: no gone/index.html in the output"#,
            "public/index.html:4: error: <img> without alt",
            #"public/index.html:4: error: src "/a.png" is broken: no a.png in the output"#,
        ]
        let inSite = try SitegenProcess.run(["check"], in: parent + "/site")
        #expect(inSite.status == 1)
        #expect(inSite.stdout == "")
        let lines = inSite.stderr.split(separator: "\n").map(String.init)
        #expect(Array(lines.dropLast()) == expected)
        #expect(lines.last?.hasPrefix("Checked 2 pages, 2 links in ") == true && lines.last?.hasSuffix(": 4 problems.") == true)
        let fromAbove = try SitegenProcess.run(["check", "site/public/"], in: parent)
        #expect(fromAbove.status == 1)
        #expect(Array(fromAbove.stderr.split(separator: "\n").dropLast()).map(String.init) == expected.map { "site/" + $0 })
    }

    @Test func theBaseURLComesFromSitegenTomlBesideTheFolderOrFromTheOption() throws {
        let site = try SitegenProcess.makeSite([
            "sitegen.toml": "base_url = \"https://example.org/shelf/\"\n",
            "public/index.html": Self.page("<a href=\"/shelf/about/\">About</a> <a href=\"https://example.org/shelf/\">Home</a>"),
            "public/about/index.html": Self.page("<p>about</p>"),
        ])
        defer { try? FileManager.default.removeItem(atPath: site) }
        #expect(try SitegenProcess.run(["check"], in: site).status == 0)
        let wrongBase = try SitegenProcess.run(["check", "--base-url", "/"], in: site)
        #expect(wrongBase.status == 1)
        #expect(wrongBase.stderr.contains(#"href "/shelf/about/" is broken: no shelf/about/index.html in the output"#))
    }

    @Test func aMissingFolderOrABadOptionIsAUsageError() throws {
        let site = try SitegenProcess.makeSite(["content/.keep": ""])
        defer { try? FileManager.default.removeItem(atPath: site) }
        let missing = try SitegenProcess.run(["check"], in: site)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("public: no such folder; build the site first"))
        #expect(try SitegenProcess.run(["check", "content", "--base-url", "ftp://x/"], in: site).status == 2)
        #expect(try SitegenProcess.run(["check", "content", "--timeout", "0"], in: site).status == 2)
    }
}
