import Presentation
import TestSupport
import Testing

@testable import Views

@Suite struct AtomFeedViewTests {
    static let feed = FeedItem(
        title: "Movies · The Silent Shelf", feedURL: "https://example.org/movies/feed.xml", pageURL: "https://example.org/movies/",
        author: "The Silent Shelf", language: "en", updated: "2024-10-31T00:00:00Z",
        entries: [
            FeedItem.Entry(
                url: "https://example.org/movies/653-nosferatu/", title: "Nosferatu", updated: "2024-10-31T00:00:00Z",
                summary: .text("A vampire.")),
            FeedItem.Entry(
                url: "https://example.org/books/b1-dracula/", title: "Dracula", updated: "2023-01-01T00:00:00Z",
                summary: .html(UntrustedHTML("<p>A <b>count</b> &amp; his castle.</p><script>alert(1)</script>"))),
            FeedItem.Entry(url: "https://example.org/comics/1/", title: "One", updated: "2022-01-01T00:00:00Z", summary: nil),
        ])

    func parsed(_ item: FeedItem) throws -> ParsedXML {
        let view = AtomFeedView()
        view.display(item)
        return try ParsedXML.parse(view.output).get()
    }

    /// What RFC 4287 requires of a feed (id, title, updated, an author) and of each entry (id, title, updated),
    /// with the links a reader follows.
    @Test func writesAValidAtomFeed() throws {
        let feed = try parsed(Self.feed)
        #expect(feed.name == "feed")
        #expect(feed.attributes == ["xmlns": "http://www.w3.org/2005/Atom", "xml:lang": "en"])
        #expect(feed.child("id")?.text == "https://example.org/movies/feed.xml")
        #expect(feed.child("title")?.text == "Movies · The Silent Shelf")
        #expect(feed.child("updated")?.text == "2024-10-31T00:00:00Z")
        #expect(feed.child("author")?.child("name")?.text == "The Silent Shelf")
        let links = feed.children.filter { $0.name == "link" }.map(\.attributes)
        #expect(
            links == [
                ["rel": "self", "type": "application/atom+xml", "href": "https://example.org/movies/feed.xml"],
                ["rel": "alternate", "type": "text/html", "href": "https://example.org/movies/"],
            ])
        let entries = feed.children.filter { $0.name == "entry" }
        #expect(entries.map { $0.child("title")?.text } == ["Nosferatu", "Dracula", "One"])
        let first = try #require(entries.first)
        #expect(first.child("id")?.text == "https://example.org/movies/653-nosferatu/")
        #expect(first.child("updated")?.text == "2024-10-31T00:00:00Z")
        #expect(first.child("link")?.attributes["href"] == "https://example.org/movies/653-nosferatu/")
        #expect(first.child("summary")?.text == "A vampire.")
    }

    /// A book's description is HTML from an API: the feed carries its text only.
    @Test func anHTMLSummaryBecomesText() throws {
        let entries = try parsed(Self.feed).children.filter { $0.name == "entry" }
        #expect(entries[1].child("summary")?.text == "A count & his castle.")
        #expect(entries[2].child("summary") == nil)
    }

    @Test func aHostileTitleStaysText() throws {
        var item = Self.feed
        let hostile = "</title></entry><entry><title>Injected]]>&amp;\u{1}\u{FFFF}"
        item.title = hostile
        item.entries[0].title = hostile
        item.entries[0].summary = .text(hostile)
        let feed = try parsed(item)
        let kept = "</title></entry><entry><title>Injected]]>&amp;"
        #expect(feed.child("title")?.text == kept)
        #expect(feed.children.filter { $0.name == "entry" }.count == 3)
        #expect(feed.child("entry")?.child("title")?.text == kept)
        #expect(feed.child("entry")?.child("summary")?.text == kept)
    }
}
