import Presentation
import Testing

@testable import Views

@Suite struct RobotsViewTests {
    func text(_ item: RobotsItem) -> String {
        let view = RobotsView()
        view.display(item)
        return String(decoding: view.output, as: UTF8.self)
    }

    @Test func allowsEveryCrawlerAndNamesTheSitemap() {
        #expect(
            text(RobotsItem(sitemapURL: "https://example.org/catalog/sitemap.xml"))
                == "User-agent: *\nAllow: /\n\nSitemap: https://example.org/catalog/sitemap.xml\n")
    }

    @Test func aLineBreakCannotAddARule() {
        let robots = text(RobotsItem(sitemapURL: "https://example.org/\r\nDisallow: /\n"))
        #expect(robots == "User-agent: *\nAllow: /\n\nSitemap: https://example.org/Disallow: /\n")
    }
}
