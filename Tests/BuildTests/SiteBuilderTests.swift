import Build
import Foundation
import HTML
import Support
import Testing

@Suite struct SiteBuilderTests {
    @Test func everyPageParsesAndEveryInternalLinkResolves() throws {
        let site = try FixtureSite()
        let report = try site.build()
        let tree = site.outputTree()
        let pages = tree.keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.count == report.htmlPagesWritten)
        var checkedLinks = 0
        for page in pages {
            let parsed = ParsedPage([UInt8](tree[page] ?? Data()))
            #expect(parsed.errors.isEmpty, "\(page): \(parsed.errors)")
            #expect(parsed.hasDoctype, "\(page) has no doctype")
            for var link in parsed.links {
                // The canonical link is absolute; it must still point at a page of this site.
                if link.hasPrefix("https://example.org/catalog/") { link.removeFirst("https://example.org".count) }
                #expect(!link.lowercased().hasPrefix("javascript:") && !link.lowercased().hasPrefix("data:"), "\(page): \(link)")
                if link.hasPrefix("https://") || link.hasPrefix("#") { continue }
                #expect(link.hasPrefix("/catalog/"), "\(page): link outside the base path: \(link)")
                var target = String(link.dropFirst("/catalog/".count).prefix { $0 != "#" && $0 != "?" })
                if target.isEmpty || target.hasSuffix("/") { target += "index.html" }
                #expect(tree[target] != nil, "\(page): broken link \(link)")
                checkedLinks += 1
            }
        }
        #expect(checkedLinks > 200)
    }

    @Test func theCompositionRootBuildsEveryPageKind() throws {
        let site = try FixtureSite()
        let report = try site.build()
        for kind in PageKinds.standard.map(\.name) {
            #expect((report.pagesByKind[kind] ?? 0) > 0, "no \(kind) page was built")
        }
        let tree = site.outputTree()
        for path in [
            "index.html", "404.html", "movies/index.html", "movies/page/2/index.html", "movies/19-metropolis/index.html",
            "movies/19-metropolis/poster.svg", "movies/643/index.html", "genres/index.html",
            "genres/science-fiction/index.html", "genres/horror/index.html", "assets/style.css",
            "books/index.html", "books/frankenst01-frankenstein/index.html", "books/frankenst01-frankenstein/cover.svg",
            "books/warpeace_02/index.html", "authors/index.html", "authors/mary-shelley/index.html",
            "categories/fiction/index.html", "comics/index.html", "comics/1/index.html", "comics/5/index.html",
            "comics/1/image.svg", "comics/latest/index.html", "years/index.html", "years/1922/index.html",
            "years/2008/index.html", "tags/index.html", "tags/silent/index.html", "about/index.html",
        ] {
            #expect(tree[path] != nil, "missing \(path)")
        }
        #expect(tree["hidden/index.html"] == nil, "a draft page was published")
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

    @Test func bookDescriptionsAreSanitisedAndTaxonomiesSpanKinds() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let tree = site.outputTree()
        func page(_ path: String) -> String { String(decoding: tree[path] ?? Data(), as: UTF8.self) }
        let book = page("books/frankenst01-frankenstein/index.html")
        #expect(book.contains("<b>creature</b> &amp; its maker."))
        #expect(book.contains("<a href=\"https://example.org/f\" rel=\"nofollow noopener\">good</a>"))
        #expect(!book.contains("alert("))
        #expect(!book.contains("onclick"))
        #expect(book.contains("October 1922"), "a month-precision date is shown as a month")
        let year = page("years/1922/index.html")
        #expect(year.contains("/catalog/movies/653-nosferatu/") && year.contains("/catalog/books/frankenst01-frankenstein/"))
        let tag = page("tags/silent/index.html")
        #expect(tag.contains("/catalog/movies/19-metropolis/") && tag.contains("/catalog/books/frankenst01-frankenstein/"))
        let author = page("authors/mary-shelley/index.html")
        #expect(author.contains("/catalog/books/warpeace_02/") && author.contains("/catalog/books/frankenst01-frankenstein/"))
    }

    @Test func comicNavigationSkipsGapsAndDisablesTheEnds() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let tree = site.outputTree()
        func page(_ path: String) -> String { String(decoding: tree[path] ?? Data(), as: UTF8.self) }
        #expect(page("comics/2/index.html").contains("href=\"/catalog/comics/4/\""))
        #expect(page("comics/4/index.html").contains("href=\"/catalog/comics/2/\""))
        #expect(page("comics/1/index.html").contains("aria-disabled=\"true\""))
        #expect(page("comics/5/index.html").contains("aria-disabled=\"true\""))
        #expect(page("comics/latest/index.html").contains("/catalog/comics/5/"))
        let comic = page("comics/2/index.html")
        #expect(comic.contains("alt=\"Hover text 2\"") && comic.contains("title=\"Hover text 2\""))
        #expect(comic.contains("<details"))
        #expect(comic.contains("https://example.org/large/2/"))
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
        // A title is what a page cannot be built without: an error (a malformed runtime would only be dropped).
        try site.write("{\"id\": 653,\n \"title\": 1922}", to: "content/movies/653.json")
        try site.write("title = 3\n", to: "sitegen.toml")
        let failure = #expect(throws: BuildFailure.self) { try site.build() }
        #expect(
            failure?.diagnostics.map(\.description) == [
                "content/movies/653.json:2:11: error: title: expected a string, found 1922",
                "sitegen.toml:1:1: error: title: expected a string in quotes",
            ])
        #expect(site.outputTree() == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root).filter { $0.contains("sitegen-") }
        #expect(leftovers.isEmpty)
    }

    @Test func aTemplateErrorNamesTheFileAndLine() throws {
        let site = try FixtureSite()
        try FileManager.default.createDirectory(atPath: site.root + "/Templates", withIntermediateDirectories: true)
        try site.write(
            "<!DOCTYPE html>\n<html data-layout=\"layout.html\">\n<body>\n<main data-fill=\"main\"><h1 data-text=\"titel\">x</h1></main>\n</body>\n</html>\n",
            to: "Templates/home.html")
        let failure = #expect(throws: BuildFailure.self) { try site.build() }
        let messages = failure?.diagnostics.map(\.description) ?? []
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Templates/home.html:4:") == true, "\(messages)")
        #expect(messages.first?.contains("titel") == true)
    }

    @Test func refusesToOverwriteTheContentFolder() throws {
        let site = try FixtureSite()
        #expect(throws: BuildFailure.self) { try SiteBuilder(options: site.options(output: "content"), components: .standard).build() }
        #expect(FileManager.default.fileExists(atPath: site.root + "/content/movies/19.json"))
    }

    @Test func honoursTheBasePath() throws {
        let site = try FixtureSite()
        var options = site.options()
        options.baseURL = "/"
        _ = try SiteBuilder(options: options, components: .standard).build()
        let html = String(decoding: site.outputTree()["index.html"] ?? Data(), as: UTF8.self)
        #expect(html.contains("href=\"/movies/\""))
        #expect(!html.contains("/catalog/"))
    }
}
