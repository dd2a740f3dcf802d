import Build
import Foundation
import Support
import TestSupport
import Testing

@Suite struct FeedPagesTests {
    static let base = "https://example.org/catalog/"
    static let feeds = ["feed.xml", "movies/feed.xml", "books/feed.xml", "comics/feed.xml"]

    static func entries(_ feed: ParsedXML?) -> [ParsedXML] {
        (feed?.children ?? []).filter { $0.name == "entry" }
    }

    /// What RFC 4287 requires of a feed and of its entries, each entry linking a page of the site.
    @Test func eachFeedIsValidAtom() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let tree = site.outputTree()
        for path in Self.feeds {
            let feed = try #require(site.xml(path), "\(path) is missing")
            #expect(feed.name == "feed" && feed.attributes["xmlns"] == "http://www.w3.org/2005/Atom")
            #expect(feed.child("id")?.text == Self.base + path)
            #expect(feed.child("author")?.child("name")?.text == "Fixture <Shelf> & Co")
            let updated = try #require(feed.child("updated")?.text)
            let entries = Self.entries(feed)
            #expect(!entries.isEmpty && entries.count <= 50, "\(path)")
            for entry in entries {
                let url = try #require(entry.child("id")?.text)
                #expect(entry.child("link")?.attributes["href"] == url)
                #expect(url.hasPrefix(Self.base) && tree[String(url.dropFirst(Self.base.count)) + "index.html"] != nil, "\(url)")
                #expect(entry.child("title")?.text.isEmpty == false)
                let stamp = try #require(entry.child("updated")?.text)
                #expect(stamp.wholeMatch(of: /\d{4}-\d{2}-\d{2}T00:00:00Z/) != nil, "\(stamp)")
                #expect(stamp <= updated, "the feed is as new as its newest entry")
            }
            #expect(entries.contains { $0.child("updated")?.text == updated })
        }
        let comics = Self.entries(site.xml("comics/feed.xml")).map { $0.child("title")?.text }
        #expect(comics == ["Strip 5", "Strip 4", "Strip 2", "Strip 1"], "newest first")
    }

    /// The site's feed follows the home page's latest additions, less the one undated movie, which the
    /// home page shows last and a feed cannot date.
    @Test func theSiteFeedFollowsTheHomePage() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let home = site.page("index.html").matches(of: /<span class="card-title">([^<]*)<\/span>/).map { String($0.1) }
        let feed = Self.entries(site.xml("feed.xml")).compactMap { $0.child("title")?.text }
        #expect(home.count == 10)
        #expect(feed.map(Self.escaped) == Array(home.prefix(9)))
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// The site's feed in every page's head; a kind's own on that kind's pages.
    @Test func pagesLinkTheirFeeds() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let siteFeed =
            #"<link rel="alternate" type="application/atom+xml" title="Fixture &lt;Shelf&gt; &amp; Co" href="/catalog/feed.xml">"#
        let movies = #"title="Movies · Fixture &lt;Shelf&gt; &amp; Co" href="/catalog/movies/feed.xml">"#
        for (page, kindFeed) in [
            ("index.html", nil), ("movies/19-metropolis/index.html", movies), ("genres/horror/index.html", movies),
            ("comics/1/index.html", "href=\"/catalog/comics/feed.xml\""), ("years/index.html", nil), ("404.html", nil),
        ] {
            let html = site.page(page)
            #expect(html.contains(siteFeed), "\(page)")
            #expect(html.components(separatedBy: "application/atom+xml").count - 1 == (kindFeed == nil ? 1 : 2), "\(page)")
            if let kindFeed { #expect(html.contains(kindFeed), "\(page)") }
        }
    }

    /// A feed prints an item's title, address, date and summary: a retitled item renders the feeds that
    /// show it, and only those; an edit of the owner's notes that changes none of these renders none.
    @Test func aFeedIsRenderedAgainExactlyWhenWhatItShowsChanges() throws {
        var before: [String: ContentHash.Digest?] = [:]
        let (site, _) = try FixtureSite.expectSameAsFullBuild { site in
            for feed in Self.feeds { before[feed] = site.digest(feed) }
            try site.edit("content/movies/19.md", replacing: "rating: 4", with: "rating: 2")
        }
        for feed in Self.feeds { #expect(site.digest(feed) == before[feed], "\(feed) was rendered again") }

        let books = site.inode("books/feed.xml")
        try site.edit("content/movies/653.json", replacing: "\"title\": \"Nosferatu\"", with: "\"title\": \"Nosferatu the Vampyre\"")
        _ = try site.build()
        try site.expectOutputMatchesFullBuild()
        for feed in ["feed.xml", "movies/feed.xml"] {
            #expect(site.digest(feed) != before[feed])
            #expect(Self.entries(site.xml(feed)).contains { $0.child("title")?.text == "Nosferatu the Vampyre" }, "\(feed)")
        }
        for feed in ["books/feed.xml", "comics/feed.xml"] { #expect(site.digest(feed) == before[feed], "\(feed) was rendered again") }
        #expect(site.inode("books/feed.xml") == books)
    }

    /// Markup, entities and a CDATA end in a title, an overview and the site's title: every file stays
    /// well-formed, and the feed shows them as text.
    @Test func aHostileTitleIsText() throws {
        let hostile = #"</title></entry><script>alert("x")</script> ]]> &amp; <![CDATA[ x"#
        let site = try ScratchSite(config: "title = \(jsonString(hostile))\nbase_url = \"https://example.org/\"\n")
        let movie = #"{"id": 5, "title": \#(jsonString(hostile)), "overview": \#(jsonString(hostile)), "release_date": "2001-02-03"}"#
        try site.write(movie, to: "content/movies/5.json")
        _ = try site.build()
        let tree = site.outputTree()
        for path in ["feed.xml", "movies/feed.xml", "sitemap.xml"] {
            let parsed = ParsedXML.parse(tree[path] ?? [])
            #expect((try? parsed.get()) != nil, "\(path): \(parsed)")
        }
        let feed = try ParsedXML.parse(tree["movies/feed.xml"] ?? []).get()
        #expect(feed.child("title")?.text == "Movies · " + hostile)
        #expect(feed.child("author")?.child("name")?.text == hostile)
        let entry = try #require(Self.entries(feed).first)
        #expect(entry.child("title")?.text == hostile)
        #expect(entry.child("summary")?.text == hostile)
        #expect(entry.child("id")?.text.hasPrefix("https://example.org/movies/5-") == true)
    }
}
