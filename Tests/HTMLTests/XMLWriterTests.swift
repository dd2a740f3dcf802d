import TestSupport
import Testing

@testable import HTML

struct XMLWriterTests {
    private func document(_ write: (inout XMLWriter) -> Void) -> [UInt8] {
        var writer = XMLWriter()
        write(&writer)
        return writer.finish()
    }

    @Test func writesADeclarationAndIndentedElements() {
        let bytes = document { writer in
            writer.open("urlset", ["xmlns": "http://www.sitemaps.org/schemas/sitemap/0.9"])
            writer.open("url")
            writer.element("loc", text: "https://example.org/")
            writer.close()
            writer.empty("link", ["rel": "self", "href": "https://example.org/feed.xml"])
        }
        #expect(
            String(decoding: bytes, as: UTF8.self) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
                  <url>
                    <loc>https://example.org/</loc>
                  </url>
                  <link rel="self" href="https://example.org/feed.xml"/>
                </urlset>

                """)
    }

    /// Markup, quotes, entities and the characters XML forbids, in text and in attributes: the document
    /// stays well-formed and reads back as the value less the forbidden characters.
    @Test func aHostileValueReadsBackAsText() throws {
        let hostile = "</title><x a=\"1\">&amp; &#0; ]]> <![CDATA[ \u{0}\u{1}\u{B}\u{C}\u{1B}\u{7F}\u{85}\u{FFFE}\u{FFFF} é 日本 😀 'q'"
        let kept = "</title><x a=\"1\">&amp; &#0; ]]> <![CDATA[  é 日本 😀 'q'"
        let bytes = document { writer in
            writer.open("feed")
            writer.element("title", ["label": hostile], text: hostile)
        }
        let root = try ParsedXML.parse(bytes).get()
        let title = try #require(root.child("title"))
        #expect(title.text == kept)
        #expect(title.attributes["label"] == kept)
    }

    /// A parser normalises line ends, and tabs and line feeds in attributes, unless they are references.
    @Test func whitespaceSurvivesAParser() throws {
        let value = "a\tb\nc\r\nd\re"
        let bytes = document { writer in writer.element("summary", ["value": value], text: value) }
        let root = try ParsedXML.parse(bytes).get()
        #expect(root.text == value)
        #expect(root.attributes["value"] == value)
        #expect(String(decoding: bytes, as: UTF8.self).contains(#"value="a&#9;b&#10;c&#13;&#10;d&#13;e""#))
    }

    @Test func finishClosesEveryOpenElement() throws {
        let bytes = document { writer in
            writer.open("a")
            writer.open("b")
            writer.element("c", text: "")
        }
        let root = try ParsedXML.parse(bytes).get()
        #expect(root.name == "a")
        #expect(root.child("b")?.child("c") != nil)
    }
}
