import Build
import Foundation
import Support
import TestSupport
import Testing

@Suite struct SitemapPagesTests {
    static let base = "https://example.org/catalog/"

    /// The absolute URL of every HTML page of `site`'s output that a search engine should find: all but
    /// the 404 page, the redirect to the latest comic and the random page (which only sends a visitor on).
    static func pageURLs(_ site: FixtureSite) -> Set<String> {
        let pages = site.outputTree().keys.filter {
            $0.hasSuffix(".html") && !["404.html", "comics/latest/index.html", "random/index.html"].contains($0)
        }
        return Set(pages.map { base + ($0.hasSuffix("index.html") ? String($0.dropLast("index.html".count)) : $0) })
    }

    static func locations(_ sitemap: ParsedXML?) -> [String] {
        (sitemap?.children ?? []).compactMap { $0.child("loc")?.text }
    }

    @Test func listsEveryPageOnce() throws {
        let site = try FixtureSite()
        let report = try site.build()
        let sitemap = try #require(site.xml("sitemap.xml"))
        #expect(sitemap.name == "urlset")
        #expect(sitemap.attributes["xmlns"] == "http://www.sitemaps.org/schemas/sitemap/0.9")
        let locations = Self.locations(sitemap)
        #expect(locations.count == sitemap.children.count)
        #expect(Set(locations).count == locations.count, "a page is listed once")
        #expect(Set(locations) == Self.pageURLs(site))
        #expect(locations.count == report.htmlPagesWritten - 3, "every HTML page but the 404 page, the redirect and the random page")
        #expect(locations.contains(Self.base + "stats/") && locations.contains(Self.base + "review/2024/"))
        #expect(locations.first == Self.base)
        #expect(site.outputTree()["sitemap-1.xml"] == nil)
    }

    /// Past the limit of one file, `sitemap.xml` is an index of parts that together list every page once.
    @Test func pastTheLimitItIsAnIndexOfParts() throws {
        let site = try FixtureSite()
        let kinds = PageKinds.withSiteFiles(PageKinds.pages, urlsPerSitemap: 10)
        _ = try SiteBuilder(options: site.options(), components: .standard(kinds: kinds)).build()
        let pages = Self.pageURLs(site)
        let partCount = (pages.count + 9) / 10
        #expect(partCount > 2)
        let index = try #require(site.xml("sitemap.xml"))
        #expect(index.name == "sitemapindex")
        #expect(Self.locations(index) == (1...partCount).map { Self.base + "sitemap-\($0).xml" })
        var listed: [String] = []
        for part in 1...partCount {
            let sitemap = try #require(site.xml("sitemap-\(part).xml"))
            #expect(sitemap.name == "urlset")
            #expect((1...10).contains(sitemap.children.count))
            listed += Self.locations(sitemap)
        }
        #expect(listed.count == pages.count)
        #expect(Set(listed) == pages)
        #expect(site.outputTree()["sitemap-\(partCount + 1).xml"] == nil)
    }

    /// Items removed and added across the limit: the index and its parts follow, parts no longer needed
    /// are removed, and the result is a full build's, file for file.
    @Test func itsPartsFollowTheCatalogIncrementally() throws {
        let site = try FixtureSite()
        let components = SiteComponents.standard(kinds: PageKinds.withSiteFiles(PageKinds.pages, urlsPerSitemap: 10))
        func build(full: Bool) throws {
            var options = site.options(output: full ? "public-full" : "public")
            options.full = full
            _ = try SiteBuilder(options: options, components: components).build()
        }
        try build(full: false)
        let before = Self.pageURLs(site).count
        for item in ["comics/1", "comics/2", "comics/4", "movies/643", "movies/780"] {
            try FileManager.default.removeItem(atPath: site.root + "/content/\(item).json")
        }
        try build(full: false)
        #expect((Self.pageURLs(site).count + 9) / 10 < (before + 9) / 10, "a part fewer")
        try build(full: true)
        let (incremental, fresh) = (site.outputTree(), FixtureSite.tree(site.root + "/public-full"))
        #expect(Set(incremental.keys) == Set(fresh.keys))
        #expect(incremental.keys.filter { incremental[$0] != fresh[$0] }.isEmpty)
        let parts = (Self.pageURLs(site).count + 9) / 10
        #expect(Self.locations(site.xml("sitemap.xml")).count == parts)
        #expect(incremental["sitemap-\(parts).xml"] != nil && incremental["sitemap-\(parts + 1).xml"] == nil)
    }

    /// Editing the owner's notes moves no page: the sitemap is not rendered again. A new title moves one: it is.
    @Test func aNotesEditLeavesItAndARetitleRendersIt() throws {
        var before: (digest: ContentHash.Digest?, inode: UInt64?) = (nil, nil)
        let (site, _) = try FixtureSite.expectSameAsFullBuild { site in
            before = (site.digest("sitemap.xml"), site.inode("sitemap.xml"))
            try site.edit("content/movies/19.md", replacing: "rating: 4", with: "rating: 2")
        }
        #expect(before.digest != nil)
        #expect(site.digest("sitemap.xml") == before.digest, "the sitemap was rendered again")
        #expect(site.inode("sitemap.xml") == before.inode)

        try site.edit("content/movies/653.json", replacing: "\"title\": \"Nosferatu\"", with: "\"title\": \"Nosferatu the Vampyre\"")
        _ = try site.build()
        try site.expectOutputMatchesFullBuild()
        #expect(site.digest("sitemap.xml") != before.digest)
        let locations = Self.locations(site.xml("sitemap.xml"))
        #expect(locations.contains(Self.base + "movies/653-nosferatu-the-vampyre/"))
        #expect(!locations.contains(Self.base + "movies/653-nosferatu/"))
    }
}
