import Build
import Foundation
import HTML
import Testing

@Suite struct SiteBuilderTests {
    @Test func everyPageParsesAndEveryInternalLinkResolves() throws {
        let site = try FixtureSite()
        let report = try site.build()
        let tree = site.outputTree()
        let pages = tree.keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.count == report.pagesWritten)
        var checkedLinks = 0
        for page in pages {
            let parsed = ParsedPage([UInt8](tree[page] ?? Data()))
            #expect(parsed.errors.isEmpty, "\(page): \(parsed.errors)")
            #expect(parsed.hasDoctype, "\(page) has no doctype")
            for var link in parsed.links {
                // The canonical link is absolute; it must still point at a page of this site.
                if link.hasPrefix("https://example.org/catalog/") { link.removeFirst("https://example.org".count) }
                if link.hasPrefix("https://image.tmdb.org/") || link.hasPrefix("https://en.wikipedia.org/") { continue }
                #expect(!link.hasPrefix("http"), "\(page): unexpected external link \(link)")
                if link.hasPrefix("#") { continue }
                #expect(link.hasPrefix("/catalog/"), "\(page): link outside the base path: \(link)")
                var target = String(link.dropFirst("/catalog/".count).prefix { $0 != "#" && $0 != "?" })
                if target.isEmpty || target.hasSuffix("/") { target += "index.html" }
                #expect(tree[target] != nil, "\(page): broken link \(link)")
                checkedLinks += 1
            }
        }
        #expect(checkedLinks > 50)
    }

    @Test func theCompositionRootBuildsEveryPageKind() throws {
        let site = try FixtureSite()
        let report = try site.build()
        for kind in PageJob.Kind.allCases {
            #expect((report.pagesByKind[kind] ?? 0) > 0, "no \(kind) page was built")
        }
        let tree = site.outputTree()
        for path in ["index.html", "404.html", "movies/index.html", "movies/page/2/index.html", "movies/19-metropolis/index.html",
                     "movies/19-metropolis/poster.svg", "movies/643/index.html", "genres/index.html",
                     "genres/science-fiction/index.html", "genres/horror/index.html", "assets/style.css"] {
            #expect(tree[path] != nil, "missing \(path)")
        }
        #expect(tree.keys.contains { $0.contains("7-hidden-draft") } == false, "a draft was published")
    }

    @Test func movieDetailShowsNotesSafelyAndRecommendations() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let html = String(decoding: site.outputTree()["movies/19-metropolis/index.html"] ?? Data(), as: UTF8.self)
        #expect(html.contains("<title>Metropolis · Fixture &lt;Shelf&gt; &amp; Co</title>"))
        #expect(html.contains("1h 33m") == false)
        #expect(html.contains("2h 33m"))
        #expect(html.contains("10 January 1927"))
        #expect(html.contains("31 October 2024"))
        #expect(html.contains("<em>robots</em>"))
        #expect(html.contains("“great”"))
        #expect(!html.contains("<script>alert(1)</script>"))
        #expect(html.contains("href=\"/catalog/movies/653-nosferatu/\""))
        #expect(!html.contains("href=\"/catalog/movies/999"))
        #expect(!html.contains("/movies/7-"), "a draft must not be linked")
        #expect(html.contains("src=\"/catalog/movies/19-metropolis/poster.svg\""))
    }

    @Test func sameInputGivesByteIdenticalOutput() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let first = site.outputTree()
        _ = try site.build()
        #expect(site.outputTree() == first)
    }

    @Test func aFailedBuildLeavesThePreviousSiteIntact() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let before = site.outputTree()
        try site.write("{\"id\": 653, \"title\": \"Nosferatu\",\n \"runtime\": \"94 min\"}", to: "content/movies/653.json")
        try site.write("title = 3\n", to: "sitegen.toml")
        let failure = #expect(throws: BuildFailure.self) { try site.build() }
        #expect(failure?.diagnostics.map(\.description) == [
            "content/movies/653.json:2:13: error: runtime: expected a whole number, found \"94 min\"",
            "sitegen.toml:1:1: error: title: expected a string in quotes",
        ])
        #expect(site.outputTree() == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root).filter { $0.contains("sitegen-") }
        #expect(leftovers.isEmpty)
    }

    @Test func aTemplateErrorNamesTheFileAndLine() throws {
        let site = try FixtureSite()
        try FileManager.default.createDirectory(atPath: site.root + "/Templates", withIntermediateDirectories: true)
        try site.write("<!DOCTYPE html>\n<html data-layout=\"layout.html\">\n<body>\n<main data-fill=\"main\"><h1 data-text=\"titel\">x</h1></main>\n</body>\n</html>\n",
                       to: "Templates/home.html")
        let failure = #expect(throws: BuildFailure.self) { try site.build() }
        let messages = failure?.diagnostics.map(\.description) ?? []
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Templates/home.html:4:") == true, "\(messages)")
        #expect(messages.first?.contains("titel") == true)
    }

    @Test func refusesToOverwriteTheContentFolder() throws {
        let site = try FixtureSite()
        #expect(throws: BuildFailure.self) { try SiteBuilder(options: site.options(output: "content")).build() }
        #expect(FileManager.default.fileExists(atPath: site.root + "/content/movies/19.json"))
    }

    @Test func honoursTheBasePath() throws {
        let site = try FixtureSite()
        var options = site.options()
        options.baseURL = "/"
        _ = try SiteBuilder(options: options).build()
        let html = String(decoding: site.outputTree()["index.html"] ?? Data(), as: UTF8.self)
        #expect(html.contains("href=\"/movies/\""))
        #expect(!html.contains("/catalog/"))
    }
}
