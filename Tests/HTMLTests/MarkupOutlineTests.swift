import HTML
import Support
import Testing

@Suite struct MarkupOutlineTests {
    private let selection = MarkupOutline.Selection(attributes: ["id", "href", "alt"])

    @Test func keepsTheSelectedAttributesOfEveryElementWithItsLine() {
        let page = """
            <!DOCTYPE html>
            <html lang="en"><head><title>t</title></head>
            <body>
            <main id="main" class="wrap">
            <a href="/movies/" class="x">Movies</a>
            <img src="a.png" alt>
            </main>
            </body></html>
            """
        let outline = MarkupOutline.html(Array(page.utf8), selection)
        #expect(outline.problems.isEmpty)
        #expect(outline.elements.map(\.name) == ["html", "head", "title", "body", "main", "a", "img"])
        let main = outline.elements[4]
        #expect(main.line == 4 && main.attributes.map(\.name) == ["id"] && main.attribute("id") == "main")
        #expect(outline.elements[5].line == 5 && outline.elements[5].attribute("href") == "/movies/")
        // A bare attribute is there, with an empty value; an attribute not asked for is not kept.
        #expect(outline.elements[6].attribute("alt") == "" && outline.elements[6].attribute("src") == nil)
    }

    @Test func reportsWhatTheHTMLParserComplainsOfButNotHTML5ElementsOrRepeatedIDs() {
        let page = "<!DOCTYPE html>\n<html><body><main id=a><section id=a>\n<p>x</span>\n</section></main></body></html>\n"
        let outline = MarkupOutline.html(Array(page.utf8), selection)
        #expect(outline.problems.map(\.line) == [3])
        #expect(outline.problems.first?.message.contains("Unexpected end tag : span") == true)
    }

    @Test func invalidUTF8IsAProblemOnItsLine() {
        let bytes = Array("<!DOCTYPE html>\n<p>ok</p>\n<p>".utf8) + [0xC3, 0x28] + Array("</p>\n".utf8)
        let outline = MarkupOutline.html(bytes, selection)
        #expect(outline.problems.map(\.line) == [3] && outline.problems.map(\.message) == ["not valid UTF-8"])
    }

    @Test func readsXMLWithTheTextOfTheElementsAskedFor() {
        let sitemap = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
              <url><loc>https://example.org/a/</loc></url>
              <link href="https://example.org/feed.xml"/>
            </urlset>
            """
        let outline = MarkupOutline.xml(Array(sitemap.utf8), MarkupOutline.Selection(attributes: ["href"], textOf: ["loc"]))
        #expect(outline.problems.isEmpty)
        #expect(outline.elements.first { $0.name == "loc" }?.text == "https://example.org/a/")
        #expect(outline.elements.first { $0.name == "loc" }?.line == 3)
        #expect(outline.elements.first { $0.name == "link" }?.attribute("href") == "https://example.org/feed.xml")
        #expect(outline.elements.first { $0.name == "url" }?.text == nil)
    }

    @Test func anXMLFileThatIsNotWellFormedHasItsErrorWithLineAndColumn() throws {
        let feed = "<?xml version=\"1.0\"?>\n<feed>\n  <title>A & B</title>\n</feed>\n"
        let outline = MarkupOutline.xml(Array(feed.utf8), MarkupOutline.Selection(attributes: []))
        let problem = try #require(outline.problems.first)
        #expect(problem.line == 3 && problem.column > 0)
    }

    @Test func xmlEntitiesAreNotExpandedFromOutside() {
        // An external entity must not be read: the file under check is not trusted.
        let hostile = """
            <?xml version="1.0"?>
            <!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/hostname">]>
            <r><loc>&x;</loc></r>
            """
        let outline = MarkupOutline.xml(Array(hostile.utf8), MarkupOutline.Selection(attributes: [], textOf: ["loc"]))
        #expect(outline.elements.first { $0.name == "loc" }?.text == "")
    }

    /// Pages parsed on many threads at once each get their own errors: libxml2's error handler is set per thread.
    @Test func parsesInParallelWithEachPageKeepingItsOwnProblems() {
        let pages = (0..<400).map { i in
            i % 2 == 0 ? "<!DOCTYPE html>\n<p id=p\(i)>fine</p>\n" : "<!DOCTYPE html>\n\n<p id=p\(i)>x</b>\n"
        }
        let outlines = pages.concurrentMap { MarkupOutline.html(Array($0.utf8), selection) }
        for (i, outline) in outlines.enumerated() {
            #expect(outline.problems.map(\.line) == (i % 2 == 0 ? [] : [3]), "page \(i)")
            #expect(outline.elements.contains { $0.attribute("id") == "p\(i)" }, "page \(i)")
        }
    }
}
