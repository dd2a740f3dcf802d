import Foundation
import Testing

@testable import HTML

/// `data-json`: the one way a value reaches a script element's body, and nothing it holds can end the element.
struct JSONScriptBindingTests {
    private let schema = TemplateSchema(["data": .json, "title": .text])
    private let script = "<script type=\"application/ld+json\" data-json=\"data\">{\"sample\": true}</script>"

    private func escaped(_ json: String) -> String {
        var out: [UInt8] = []
        HTMLEscaping.escapeScriptJSON(json, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    @Test func escapesWhatCouldEndOrChangeTheScript() {
        #expect(
            escaped(#"{"a":"</script><script>alert(1)</script>"}"#)
                == #"{"a":"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e"}"#)
        #expect(escaped(#"["<!--","a&b"]"#) == #"["\u003c!--","a\u0026b"]"#)
        #expect(escaped("[\"a\u{2028}b\u{2029}c\"]") == #"["a\u2028b\u2029c"]"#)
        #expect(escaped(#"{"é":"日本 😀 \u2027"}"#) == #"{"é":"日本 😀 \u2027"}"#, "other text is untouched")
        #expect(escaped("\u{E2}") == "\u{E2}")
    }

    /// The escapes are JSON's own: the text parses back to the same value.
    @Test func escapedTextMeansTheSame() throws {
        let value = ["title": "</script><script>alert(1)</script> & <!-- \u{2028}\u{2029}"]
        let json = String(decoding: try JSONSerialization.data(withJSONObject: value), as: UTF8.self)
        let parsed = try JSONSerialization.jsonObject(with: Data(escaped(json).utf8)) as? [String: String]
        #expect(parsed == value)
    }

    @Test func rendersTheValueInPlaceOfThePlaceholder() throws {
        let f = try TemplateFixture(["p.html": page("", head: script)])
        let out = try f.render("p.html", schema, TemplateContext(["data": .json(#"{"name":"</script>"}"#)]))
        #expect(out.contains(#"<script type="application/ld+json">{"name":"\u003c/script\u003e"}</script>"#))
        #expect(!out.contains("sample"))
        let absent = try f.render("p.html", schema, TemplateContext([:]))
        #expect(absent.contains(#"<script type="application/ld+json"></script>"#))
    }

    @Test func onlyOnAJSONLDScriptAndOnlyForJSON() throws {
        let f = try TemplateFixture([
            "p.html": page(
                "<p data-json=\"data\">x</p>\n<script data-json=\"data\"></script>\n"
                    + "<script type=\"application/ld+json\" data-json=\"title\"></script>\n"
                    + "<script type=\"application/ld+json\" data-json=\"data\" data-attr-type=\"title\"></script>\n"
                    + "<meta data-json=\"data\">\n<p data-text=\"data\">y</p>")
        ])
        #expect(
            f.errors("p.html", schema) == [
                "p.html:2:1: error: data-json is only allowed on <script type=\"application/ld+json\"> without data-attr-* bindings",
                "p.html:3:1: error: data-json is only allowed on <script type=\"application/ld+json\"> without data-attr-* bindings",
                "p.html:4:1: error: key 'title' is text; data-json needs JSON",
                "p.html:5:1: error: data-json is only allowed on <script type=\"application/ld+json\"> without data-attr-* bindings",
                "p.html:6:1: error: data-json on void element <meta>, which has no content",
                "p.html:7:1: error: key 'data' is JSON; data-text needs text",
            ])
    }

    /// Text bound to a JSON key by mistake is not written: only a `.json` value is.
    @Test func aTextValueIsNotWrittenIntoTheScript() throws {
        let f = try TemplateFixture(["p.html": page("", head: script)])
        let out = try f.render("p.html", schema, TemplateContext(["data": .text("</script><script>alert(1)</script>")]))
        #expect(!out.contains("alert"))
    }

    @Test func truthyWhenNotEmpty() {
        #expect(TemplateValue.json("{}").isTruthy)
        #expect(!TemplateValue.json("").isTruthy)
    }

    @Test func parsedPageListsScriptBodies() {
        let page = ParsedPage(
            Array("<!DOCTYPE html><html><head><script type=\"application/ld+json\">{\"a\":\"<b>\"}</script></head></html>".utf8))
        #expect(page.scripts == [#"{"a":"<b>"}"#])
        #expect(!page.text.contains("<b>"))
    }
}
