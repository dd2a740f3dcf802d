import Foundation
import Testing

@testable import HTML

/// Compile-time checks, with the exact diagnostic text.
struct TemplateCompilerTests {
    private let schema = TemplateSchema([
        "title": .text, "notes": .html, "seen": .flag,
        "cast": .list(TemplateSchema(["name": .text])),
    ])

    @Test func unknownKey() throws {
        let f = try TemplateFixture(["movie.html": page("\n<h1 data-text=\"titel\">x</h1>")])
        #expect(f.errors("movie.html", schema) == ["movie.html:3:1: error: unknown binding key 'titel' in data-text"])
    }

    @Test func wrongKinds() throws {
        let f = try TemplateFixture([
            "movie.html": page(
                "<p data-text=\"cast\">a</p>\n<p data-html=\"title\">b</p>\n<p data-each=\"title\">c</p>\n"
                    + "<a data-attr-href=\"seen\">d</a>\n<p data-if=\"cast\" data-text=\"notes\">e</p>")
        ])
        #expect(
            f.errors("movie.html", schema) == [
                "movie.html:2:1: error: key 'cast' is a list; data-text needs text",
                "movie.html:3:1: error: key 'title' is text; data-html needs html",
                "movie.html:4:1: error: key 'title' is text; data-each needs a list",
                "movie.html:5:1: error: key 'seen' is a flag; data-attr-href needs text",
                "movie.html:6:1: error: key 'notes' is html; data-text needs text",
            ])
    }

    @Test func listScopes() throws {
        let f = try TemplateFixture([
            "movie.html": page(
                "<li data-each=\"cast\"><b data-text=\"name\">n</b><i data-text=\"title\">t</i></li>\n<p data-text=\"name\">x</p>")
        ])
        #expect(f.errors("movie.html", schema) == ["movie.html:3:1: error: unknown binding key 'name' in data-text"])
    }

    @Test func bindingsInScriptAndForbiddenAttributes() throws {
        let f = try TemplateFixture([
            "movie.html": page(
                "<script data-text=\"title\">x</script>\n<style data-html=\"notes\"></style>\n"
                    + "<a data-attr-onclick=\"title\">a</a>\n<a data-attr-style=\"title\">b</a>\n<img data-attr-srcset=\"title\" alt=\"\">")
            // srcset may be bound: its candidates are checked one by one (SrcsetPolicy).
        ])
        #expect(
            f.errors("movie.html", schema) == [
                "movie.html:2:1: error: data-text is not allowed on <script>: its content is written raw, unescaped",
                "movie.html:3:1: error: data-html is not allowed on <style>: its content is written raw, unescaped",
                "movie.html:4:1: error: data-attr-onclick is not allowed: binding event handler attributes would allow script injection",
                "movie.html:5:1: error: data-attr-style is not allowed: 'style' values cannot be checked safely",
            ])
    }

    @Test func notWellFormedReportsTheLine() throws {
        let f = try TemplateFixture(["movie.html": "<!DOCTYPE html>\n<html><body>\n<div>\n<p>a</span>\n</div>\n</body></html>\n"])
        let errors = f.errors("movie.html", schema)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("movie.html:4:") == true)
        #expect(errors.first?.contains("error: malformed HTML: Unexpected end tag : span") == true)
    }

    @Test func unclosedElements() throws {
        let f = try TemplateFixture([
            "eof.html": "<!DOCTYPE html>\n<html><body>\n<div>\n<span>x\n",
            "early.html": "<!DOCTYPE html>\n<html><body>\n<div>\n<section><p>x\n</body></html>\n",
        ])
        #expect(
            f.errors("eof.html", schema) == [
                "eof.html:3:1: error: malformed HTML: <div> is never closed",
                "eof.html:4:1: error: malformed HTML: <span> is never closed",
            ])
        #expect(
            f.errors("early.html", schema) == [
                "early.html:3:1: error: malformed HTML: <div> is not closed before </body>",
                "early.html:4:1: error: malformed HTML: <section> is not closed before </body>",
            ])
    }

    @Test func invalidAttributeSyntax() throws {
        let f = try TemplateFixture(["movie.html": page("\n<div class=\"a\" <>x</div>")])
        #expect(f.errors("movie.html", schema) == ["movie.html:3:16: error: malformed HTML: error parsing attribute name"])
    }

    @Test func optionalEndTagsAndSelfClosingSVGAreFine() throws {
        let f = try TemplateFixture([
            "movie.html": page(
                "<ul><li>a<li>b</ul><p>one<p>two<table><tr><td>x<td>y</table><svg><path d=\"M0\"/></svg>")
        ])
        #expect(f.errors("movie.html", schema) == [])
    }

    @Test func html5ElementsAreNotErrors() throws {
        let f = try TemplateFixture([
            "movie.html": page(
                "<header><nav>n</nav></header><main><article><figure><time>t</time></figure></article></main>"
                    + "<template><p>x</p></template><svg viewBox=\"0 0 1 1\"><path d=\"M0 0\"></path></svg>")
        ])
        #expect(f.errors("movie.html", schema) == [])
    }

    @Test func missingDoctype() throws {
        let f = try TemplateFixture(["movie.html": "<html><body><p>x</p></body></html>\n"])
        #expect(
            f.errors("movie.html", schema) == [
                "movie.html:1:1: error: missing <!DOCTYPE html>; page templates and layouts must start with it"
            ])
    }

    @Test func refusedElements() throws {
        let f = try TemplateFixture(["movie.html": page("<p>a<wbr>b</p>\n<video><source src=\"a.mp4\"></video>")])
        let errors = f.errors("movie.html", schema)
        #expect(
            errors.contains(
                "movie.html:2:1: error: <wbr> is not supported: libxml2's HTML4 parser does not treat it as a void element and swallows the content that follows"
            ))
        #expect(errors.contains { $0.hasPrefix("movie.html:3:1: error: <source> is not supported") })
    }

    @Test func notFoundAndInvalidUTF8() throws {
        let f = try TemplateFixture([:])
        try f.write(["bad.html": ""], into: f.directory)
        let bad = f.path("bad.html")
        try [UInt8]("<!DOCTYPE html>\n<p>\u{e9}".utf8 + [0xFF, 0x0A]).withUnsafeBytes {
            try Data($0).write(to: URL(fileURLWithPath: bad))
        }
        #expect(f.errors("bad.html", schema) == ["bad.html:2:1: error: template is not valid UTF-8"])
        #expect(f.errors("nope.html", schema) == ["nope.html:1:1: error: template 'nope.html' not found (searched: \(f.directory))"])
    }

    @Test func allProblemsAreCollectedAndSorted() throws {
        let f = try TemplateFixture(["movie.html": page("<p data-text=\"a\">x</p>\n<p data-text=\"b\">y</p>")])
        #expect(
            f.errors("movie.html", schema) == [
                "movie.html:2:1: error: unknown binding key 'a' in data-text",
                "movie.html:3:1: error: unknown binding key 'b' in data-text",
            ])
    }
}
