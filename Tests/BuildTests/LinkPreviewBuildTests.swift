import Foundation
import HTML
import Testing

/// Link previews in built pages: meta description, Open Graph, Twitter card and JSON-LD, from content
/// whose titles try to end the script element.
@Suite struct LinkPreviewBuildTests {
    static let hostile = "</script><script>alert(1)</script>"

    /// The `content` of `<meta property|name="key">` on a built page.
    static func meta(_ key: String, in page: ParsedPage) -> String? {
        page.elements.first { $0.name == "meta" && ($0.attribute("property") == key || $0.attribute("name") == key) }?
            .attribute("content")
    }

    /// The page's JSON-LD graph: one script, no `<` in it, parsed back.
    static func graph(_ page: ParsedPage) throws -> [[String: Any]] {
        #expect(jsonLDProblem(page) == nil)
        let body = try #require(page.scripts.first)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        return try #require(document["@graph"] as? [[String: Any]])
    }

    static func node(_ type: String, in page: ParsedPage) throws -> [String: Any] {
        try #require(try graph(page).first { $0["@type"] as? String == type })
    }

    static func page(_ prefix: String, in tree: [String: [UInt8]]) throws -> ParsedPage {
        let path = try #require(tree.keys.filter { $0.hasPrefix(prefix) && $0.hasSuffix("/index.html") }.min())
        let page = ParsedPage(tree[path] ?? [])
        #expect(page.errors.isEmpty, "\(path): \(page.errors)")
        return page
    }

    func hostileSite(config: String? = nil) throws -> ScratchSite {
        let site = try config.map { try ScratchSite(config: $0) } ?? ScratchSite()
        let title = jsonString(Self.hostile)
        try site.write(
            #"{"id": 1, "title": \#(title), "overview": \#(jsonString("An overview " + Self.hostile)), "release_date": "1999-01-02", "#
                + #""runtime": 99, "poster_path": "/p.jpg", "genres": [{"id": 18, "name": "Drama"}], "#
                + #""credits": {"cast": [{"name": \#(title), "character": "Ann", "order": 0}], "crew": [{"name": "Dee Rector", "job": "Director"}]}}"#,
            to: "content/movies/1.json")
        try site.write(
            #"{"kind": "books#volume", "id": "hostile", "volumeInfo": {"title": \#(title), "authors": ["Ann Author"], "#
                + #""publishedDate": "1818", "description": \#(jsonString("<p>A <b>bold</b> book.</p>" + Self.hostile)), "#
                + #""pageCount": 280, "industryIdentifiers": [{"type": "ISBN_13", "identifier": "9780141439471"}]}}"#,
            to: "content/books/hostile.json")
        try site.write(
            #"{"num": 1, "safe_title": \#(title), "title": \#(title), "alt": \#(jsonString("Alt " + Self.hostile)), "#
                + #""img": "https://imgs.example/1.png", "year": "2006", "month": "1", "day": "1"}"#,
            to: "content/comics/1.json")
        return site
    }

    @Test(.timeLimit(.minutes(1))) func hostileTitlesStayInsideTheirTagsAndStrings() throws {
        let site = try hostileSite()
        _ = try site.build()
        let tree = site.outputTree()

        let movie = try Self.page("movies/1", in: tree)
        #expect(Self.meta("og:title", in: movie) == Self.hostile)
        #expect(Self.meta("description", in: movie) == "An overview " + Self.hostile)
        #expect(Self.meta("og:type", in: movie) == "video.movie")
        #expect(Self.meta("og:url", in: movie)?.hasPrefix("https://example.org/catalog/movies/1-") == true)
        #expect(Self.meta("og:image", in: movie) == "https://image.tmdb.org/t/p/w342/p.jpg")
        #expect(Self.meta("twitter:card", in: movie) == "summary_large_image")
        let movieNode = try Self.node("Movie", in: movie)
        #expect(movieNode["name"] as? String == Self.hostile)
        #expect(movieNode["duration"] as? String == "PT1H39M")
        #expect(movieNode["datePublished"] as? String == "1999-01-02")
        #expect((movieNode["actor"] as? [[String: String]])?.first?["name"] == Self.hostile)
        #expect((movieNode["director"] as? [[String: String]])?.first?["name"] == "Dee Rector")

        let book = try Self.page("books/hostile", in: tree)
        #expect(Self.meta("description", in: book) == "A bold book.", "the description's HTML read as text, its script dropped")
        let bookNode = try Self.node("Book", in: book)
        #expect(bookNode["name"] as? String == Self.hostile)
        #expect(bookNode["isbn"] as? String == "9780141439471")
        #expect(bookNode["datePublished"] as? String == "1818")

        let comic = try Self.page("comics/1/", in: tree)
        #expect(try Self.node("ComicStory", in: comic)["name"] as? String == Self.hostile)
        #expect(Self.meta("og:type", in: comic) == "article")
        let trail = try Self.node("BreadcrumbList", in: comic)["itemListElement"] as? [[String: Any]]
        #expect(trail?.map { $0["name"] as? String } == ["Home", "Comics", Self.hostile])
    }

    /// Every page but the latest comic's redirect has a description, Open Graph title and type, and
    /// breadcrumbs.
    @Test(.timeLimit(.minutes(1))) func everyPageHasAPreview() throws {
        let site = try hostileSite()
        try site.write("---\ntitle: About\n---\nAll about *this* shelf.\n", to: "content/pages/about.md")
        _ = try site.build()
        let tree = site.outputTree()
        let pages = tree.keys.filter { $0.hasSuffix(".html") && $0 != "comics/latest/index.html" }.sorted()
        #expect(pages.count > 10)
        for path in pages {
            let page = ParsedPage(tree[path] ?? [])
            for key in ["description", "og:title", "og:type", "og:site_name", "twitter:card"] {
                #expect(Self.meta(key, in: page)?.isEmpty == false, "\(path): no \(key)")
            }
            #expect(try Self.graph(page).contains { $0["@type"] as? String == "BreadcrumbList" }, "\(path)")
        }
        #expect(Self.meta("description", in: try Self.page("about", in: tree)) == "All about this shelf.")
    }

    /// Without an absolute base URL: no `og:url`, no local image, and JSON-LD URLs relative to the site.
    @Test(.timeLimit(.minutes(1))) func noAbsoluteBaseURL() throws {
        let site = try hostileSite(config: "title = \"Shelf\"\nbase_url = \"/shelf/\"\n")
        try site.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "content/comics/1.svg")
        try site.write(Data([0xFF, 0xD8, 0xFF, 0xE0]), to: "content/books/hostile.jpg")
        _ = try site.build()
        let tree = site.outputTree()
        for prefix in ["movies/1", "books/hostile", "comics/1/"] {
            let page = try Self.page(prefix, in: tree)
            #expect(Self.meta("og:url", in: page) == nil, "\(prefix)")
            #expect(!page.elements.contains { $0.name == "link" && $0.attribute("rel") == "canonical" })
        }
        let movie = try Self.page("movies/1", in: tree)
        #expect(Self.meta("og:image", in: movie) == "https://image.tmdb.org/t/p/w342/p.jpg", "a remote image is absolute anyway")
        let book = try Self.page("books/hostile", in: tree)
        #expect(Self.meta("og:image", in: book) == nil)
        #expect(Self.meta("twitter:card", in: book) == "summary")
        let bookNode = try Self.node("Book", in: book)
        #expect((bookNode["url"] as? String)?.hasPrefix("/shelf/books/hostile") == true)
        #expect((bookNode["image"] as? String)?.hasSuffix("/cover.jpg") == true)
        let trail = try Self.node("BreadcrumbList", in: book)["itemListElement"] as? [[String: Any]]
        #expect(trail?.first?["item"] as? String == "/shelf/")
        #expect(Self.meta("og:image", in: try Self.page("comics/1/", in: tree)) == nil, "the local image wins, and has no absolute URL")
    }
}
