import Foundation
import HTML
import Presentation
import Testing

@testable import Views

/// The layout's description, Open Graph, Twitter card and JSON-LD tags, as every page renders them.
@Suite struct LinkPreviewViewTests {
    static let hostile = "</script><script>alert(1)</script>"

    static func preview(
        title: String = "Nosferatu", description: PreviewText = PreviewText(.text("A symphony of horror."), fallback: "F."),
        imageURL: String? = "https://shelf.example/movies/653-nosferatu/poster.jpg"
    ) -> LinkPreview {
        let data = LinkedData.object([
            .init("@context", .string("https://schema.org")),
            .init("@graph", .array([.node("Movie", [("name", .string(title))])])),
        ])
        return LinkPreview(
            title: title, description: description, openGraphType: "video.movie", imageURL: imageURL,
            imageAlt: imageURL.map { _ in "Poster of \(title)" }, structuredData: data.jsonText)
    }

    func page(_ preview: LinkPreview, canonicalURL: String? = "https://shelf.example/movies/653-nosferatu/") throws -> String {
        var item = Fixtures.movie()
        item.chrome.canonicalURL = canonicalURL
        item.chrome.preview = preview
        return try render(movie: item)
    }

    @Test func everyTagWithAnImage() throws {
        let html = try page(Self.preview())
        expectWellFormedPage(html)
        for tag in [
            #"<meta name="description" content="A symphony of horror.">"#,
            #"<meta property="og:site_name" content="The Silent Shelf">"#,
            #"<meta property="og:type" content="video.movie">"#,
            #"<meta property="og:title" content="Nosferatu">"#,
            #"<meta property="og:description" content="A symphony of horror.">"#,
            #"<meta property="og:url" content="https://shelf.example/movies/653-nosferatu/">"#,
            #"<meta property="og:image" content="https://shelf.example/movies/653-nosferatu/poster.jpg">"#,
            #"<meta property="og:image:alt" content="Poster of Nosferatu">"#,
            #"<meta name="twitter:card" content="summary_large_image">"#,
            #"<meta name="twitter:title" content="Nosferatu">"#,
            #"<meta name="twitter:description" content="A symphony of horror.">"#,
            #"<meta name="twitter:image" content="https://shelf.example/movies/653-nosferatu/poster.jpg">"#,
            #"<meta name="twitter:image:alt" content="Poster of Nosferatu">"#,
            #"<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Movie","name":"Nosferatu"}]}</script>"#,
        ] {
            #expect(html.contains(tag), "missing \(tag)")
        }
    }

    /// Without an absolute URL for the page or its image, the tags that need one are left out.
    @Test func noImageNoURL() throws {
        let html = try page(Self.preview(imageURL: nil), canonicalURL: nil)
        expectWellFormedPage(html)
        #expect(html.contains(#"<meta name="twitter:card" content="summary">"#))
        for absent in ["og:image", "twitter:image", "og:url"] {
            #expect(!html.contains(absent), "\(absent) without an absolute URL")
        }
    }

    @Test func bookDescriptionHTMLIsReadAsText() throws {
        let description = PreviewText(
            .untrustedHTML(UntrustedHTML("<p>A <em>great</em>\n book.<script>alert(1)</script></p><p>Winner &amp; classic.</p>")),
            fallback: "F.")
        let html = try page(Self.preview(description: description))
        #expect(html.contains(#"<meta name="description" content="A great book. Winner &amp; classic.">"#))
        #expect(!html.contains("alert"))
    }

    @Test func markdownIsReadAsText() throws {
        let description = PreviewText(.markdown(MarkdownText("# About\n\nThis *shelf* is [mine](https://example.org/).")), fallback: "F.")
        #expect(
            try page(Self.preview(description: description)).contains(#"<meta name="description" content="About This shelf is mine.">"#))
    }

    @Test func emptyDescriptionLeavesTheTagsOut() throws {
        let html = try page(Self.preview(description: PreviewText(nil, fallback: " ")))
        #expect(!html.contains(#"name="description""#))
        #expect(!html.contains("og:description"))
        #expect(!html.contains("twitter:description"))
    }

    /// A hostile title is an attribute value in the meta tags and a JSON string in the script, never markup.
    @Test func hostileTitleCannotBreakOut() throws {
        let title = "\"><b>x</b>" + Self.hostile
        let html = try page(Self.preview(title: title, description: PreviewText(.text(Self.hostile), fallback: "F.")))
        expectWellFormedPage(html)
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<b>"))
        #expect(html.contains(#"<meta property="og:title" content="&quot;&gt;&lt;b&gt;x&lt;/b&gt;&lt;/script&gt;"#))
        let body = try #require(ParsedPageScripts.jsonLD(in: html))
        #expect(!body.contains("<"))
        let parsed = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        let graph = try #require(parsed?["@graph"] as? [[String: Any]])
        #expect(graph.first?["name"] as? String == title)
    }

    @Test func noStructuredDataNoScript() throws {
        var preview = Self.preview()
        preview.structuredData = nil
        #expect(!(try page(preview)).contains("application/ld+json"))
    }
}

/// The body of a page's JSON-LD script, read with libxml2 as a browser would find it.
enum ParsedPageScripts {
    static func jsonLD(in html: String) -> String? {
        // The theme's own scripts are loaded by address and have no body.
        let scripts = ParsedPage(Array(html.utf8)).scripts.filter { !$0.isEmpty }
        #expect(scripts.count == 1)
        return scripts.first
    }
}
