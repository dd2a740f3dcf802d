import Build
import Foundation
import Testing

/// `relative_links = true`: the output browses from `file://` and from any folder it is copied to.
@Suite struct RelativeLinksBuildTests {
    /// The fixture site is under `/catalog/`, which relative links must leave out.
    private func relativeSite() throws -> FixtureSite {
        let site = try FixtureSite()
        let config = site.root + "/sitegen.toml"
        let text = try String(contentsOfFile: config, encoding: .utf8)
        try (text + "relative_links = true\n").write(toFile: config, atomically: false, encoding: .utf8)
        return site
    }

    /// Every URL of `html` that names a file of the site: `href`, `src`, each `srcset` candidate and the search
    /// page's `data-index`, leaving out other sites, `mailto:` and bare fragments.
    private func localURLs(in html: String) -> [String] {
        let attribute = /(?:href|src|data-index|srcset|content)="([^"]*)"/
        var urls: [String] = []
        for match in html.matches(of: attribute) {
            let value = String(match.output.1)
            if match.output.0.hasPrefix("content") {
                // The refresh of a redirect page: `0; url=…`.
                if let range = value.range(of: "url=") { urls.append(String(value[range.upperBound...])) }
                continue
            }
            let candidates =
                match.output.0.hasPrefix("srcset") ? value.split(separator: ",").map { String($0.split(separator: " ")[0]) } : [value]
            urls += candidates
        }
        return urls.filter { !$0.hasPrefix("#") && !$0.hasPrefix("mailto:") && !$0.contains("://") }
    }

    @Test func everyLinkOfEveryPageNamesAFileRelativeToThePage() throws {
        let site = try relativeSite()
        _ = try site.build()
        let pages = site.outputTree().keys.filter { $0.hasSuffix(".html") && $0 != "404.html" }
        #expect(pages.count > 20)
        var checked = 0
        for page in pages {
            let folder = (page as NSString).deletingLastPathComponent
            for url in localURLs(in: site.page(page)) {
                #expect(!url.hasPrefix("/"), "\(page): \(url) is not relative")
                let path = String(url.prefix { $0 != "?" && $0 != "#" })
                let file = ((site.output + "/" + folder + "/" + path) as NSString).standardizingPath
                #expect(FileManager.default.fileExists(atPath: file) && !path.hasSuffix("/"), "\(page): \(url) names no file")
                checked += 1
            }
        }
        #expect(checked > 500)
    }

    @Test func absoluteAddressesStayAbsolute() throws {
        let site = try relativeSite()
        _ = try site.build()
        let home = site.page("index.html")
        // Canonical and preview URLs name the page on the web, and the feeds' entries too.
        #expect(home.contains("<link rel=\"canonical\" href=\"https://example.org/catalog/\">"))
        #expect(home.contains("href=\"movies/index.html\""))
        #expect(site.page("feed.xml").contains("https://example.org/catalog/"))
        // The 404 page is sent for any missing address, at any depth: only links from the root hold there.
        #expect(site.page("404.html").contains("href=\"/catalog/\""))
    }

    /// TMDB's width candidates are other sites' addresses: relative links leave each of them as it is, and the
    /// `sizes` beside them.
    @Test func remoteImageCandidatesStayAbsolute() throws {
        let site = try relativeSite()
        try site.write(
            #"{"id": 4242, "title": "Far Away", "poster_path": "/far.jpg", "backdrop_path": "/wide.jpg"}"#, to: "content/movies/4242.json")
        _ = try site.build()
        let page = site.page("movies/4242-far-away/index.html")
        #expect(
            page.contains(
                "srcset=\"https://image.tmdb.org/t/p/w185/far.jpg 185w, https://image.tmdb.org/t/p/w342/far.jpg 342w, "
                    + "https://image.tmdb.org/t/p/w500/far.jpg 500w, https://image.tmdb.org/t/p/w780/far.jpg 780w\" sizes=\"15.625rem\""))
        #expect(page.contains("srcset=\"https://image.tmdb.org/t/p/w300/wide.jpg 300w, "))
        let cards = site.outputTree().values.filter {
            String(decoding: $0, as: UTF8.self).contains(
                "src=\"https://image.tmdb.org/t/p/w342/far.jpg\" srcset=\"https://image.tmdb.org/t/p/w185/")
        }
        #expect(cards.count >= 2, "its page and a list's card")
    }

    @Test func searchCardsLinkRelativeToTheSearchPage() throws {
        let site = try relativeSite()
        _ = try site.build()
        let cards = site.outputTree().filter { $0.key.hasPrefix("search/index/cards-") }
        #expect(!cards.isEmpty)
        let text = cards.values.map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(text.contains("\"../movies/"))
        #expect(!text.contains("/catalog/"))
    }

    @Test func turningThemOnRebuildsAsAFullBuildWould() throws {
        _ = try FixtureSite.expectSameAsFullBuild { site in
            let config = site.root + "/sitegen.toml"
            let text = try String(contentsOfFile: config, encoding: .utf8)
            try (text + "relative_links = true\n").write(toFile: config, atomically: false, encoding: .utf8)
        }
    }

    @Test func theCommandLineFlagTurnsThemOn() throws {
        let site = try FixtureSite()
        var options = site.options()
        options.relativeLinks = true
        _ = try SiteBuilder(options: options, components: .standard).build()
        #expect(site.page("index.html").contains("href=\"movies/index.html\""))
    }
}
