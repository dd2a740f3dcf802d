import Presentation
import TestSupport
import Testing

@testable import Views

@Suite struct SitemapViewTests {
    func parsed(_ item: SitemapItem) throws -> ParsedXML {
        let view = SitemapView()
        view.display(item)
        return try ParsedXML.parse(view.output).get()
    }

    @Test func aListOfPagesIsAURLSet() throws {
        let pages = ["https://example.org/", "https://example.org/search/?q=a&kind=movie"]
        let sitemap = try parsed(SitemapItem(isIndex: false, locations: pages))
        #expect(sitemap.name == "urlset")
        #expect(sitemap.attributes["xmlns"] == "http://www.sitemaps.org/schemas/sitemap/0.9")
        #expect(sitemap.children.map(\.name) == ["url", "url"])
        #expect(sitemap.children.map { $0.child("loc")?.text } == pages)
    }

    @Test func anIndexListsSitemaps() throws {
        let parts = ["https://example.org/sitemap-1.xml", "https://example.org/sitemap-2.xml"]
        let index = try parsed(SitemapItem(isIndex: true, locations: parts))
        #expect(index.name == "sitemapindex")
        #expect(index.attributes["xmlns"] == "http://www.sitemaps.org/schemas/sitemap/0.9")
        #expect(index.children.map(\.name) == ["sitemap", "sitemap"])
        #expect(index.children.map { $0.child("loc")?.text } == parts)
    }
}
