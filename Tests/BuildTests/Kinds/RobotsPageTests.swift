import Build
import Testing

@Suite struct RobotsPageTests {
    @Test func allowsEverythingAndNamesTheSitemap() throws {
        let site = try FixtureSite()
        _ = try site.build()
        #expect(site.page("robots.txt") == "User-agent: *\nAllow: /\n\nSitemap: https://example.org/catalog/sitemap.xml\n")
    }
}
