import Testing

@testable import Serve

/// The content types a site's files are served with.
@Suite struct ContentTypeTests {
    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"),
        ("movies/550-fight-club/index.HTML", "text/html; charset=utf-8"),
        ("assets/style.css", "text/css; charset=utf-8"),
        ("assets/site.js", "text/javascript; charset=utf-8"),
        ("search/index/shard-0a1b.json", "application/json"),
        ("sitemap.xml", "application/xml"),
        ("feed.xml", "application/xml"),
        ("assets/favicon.svg", "image/svg+xml"),
        ("movies/550-fight-club/poster.png", "image/png"),
        ("books/x/cover.jpg", "image/jpeg"),
        ("books/x/cover.jpeg", "image/jpeg"),
        ("comics/1/image.webp", "image/webp"),
        ("robots.txt", "text/plain; charset=utf-8"),
        ("assets/font.woff2", "font/woff2"),
        ("assets/font.woff", "font/woff"),
        ("favicon.ico", "image/vnd.microsoft.icon"),
    ])
    func knownExtensions(path: String, type: String) {
        #expect(ContentType.of(path) == type)
    }

    @Test func unknownOrMissingExtensionsAreOctetStreams() {
        for path in ["README", "archive.tar.zst", "folder.d/file", ".hidden", "a/b/noextension"] {
            #expect(ContentType.of(path) == "application/octet-stream", "\(path)")
        }
    }

    @Test func onlyHTMLGetsTheScript() {
        #expect(ContentType.isHTML(ContentType.of("a.html")))
        #expect(!ContentType.isHTML(ContentType.of("a.svg")))
        #expect(!ContentType.isHTML(ContentType.of("a.xml")))
    }
}
