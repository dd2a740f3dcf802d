import Foundation
import Testing

@testable import HTML

struct CompiledTemplateTests {
    private let itemSchema = TemplateSchema(["name": .text, "url": .text, "tags": .list(TemplateSchema(["tag": .text]))])

    @Test func textIsEscapedAndPlaceholderDropped() throws {
        let f = try TemplateFixture(["p.html": page("<h1 data-text=\"title\">Placeholder <b>x</b></h1>")])
        let out = try f.render("p.html", TemplateSchema(["title": .text]), TemplateContext(["title": .text("<script>&\"'")]))
        #expect(out.contains("<h1>&lt;script&gt;&amp;\"'</h1>"))
        #expect(!out.contains("Placeholder"))
    }

    @Test func htmlIsInsertedUnescaped() throws {
        let f = try TemplateFixture(["p.html": page("<div data-html=\"notes\">sample</div>")])
        let out = try f.render(
            "p.html", TemplateSchema(["notes": .html]),
            TemplateContext(["notes": .html(Markdown.render("*hi*"))]))
        #expect(out.contains("<div><p><em>hi</em></p>\n</div>"))
    }

    /// A context's texts (the UI strings every page shares) are found after its values, in any scope
    /// below it, for text and attributes alike; a value of the same key wins.
    @Test func textsAreLookedUpAfterValues() throws {
        let f = try TemplateFixture([
            "p.html": page(
                "<nav aria-label=\"Site\" data-attr-aria-label=\"site.label\"><h2 data-text=\"movie.cast\">Cast</h2>"
                    + "<p data-each=\"items\"><span data-text=\"movie.cast\">Cast</span></p><b data-if=\"empty.text\">x</b></nav>")
        ])
        let schema = TemplateSchema([
            "site.label": .text, "movie.cast": .text, "empty.text": .text, "items": .list(TemplateSchema([:])),
        ])
        let texts = ["site.label": "サイト", "movie.cast": "キャスト & <出演>", "empty.text": ""]
        let out = try f.render("p.html", schema, TemplateContext(["items": .list([TemplateContext()])], texts: texts))
        #expect(out.contains("<nav aria-label=\"サイト\"><h2>キャスト &amp; &lt;出演&gt;</h2><p><span>キャスト &amp; &lt;出演&gt;</span></p></nav>"))
        let overridden = TemplateContext(["items": .list([]), "movie.cast": .text("Cast")], texts: texts)
        #expect(try f.render("p.html", schema, overridden).contains("<h2>Cast</h2>"))
        #expect(overridden["site.label"] == .text("サイト"))
    }

    @Test func attributeReplacesPlaceholderAndIsOmittedWhenAbsent() throws {
        let f = try TemplateFixture([
            "p.html": page(
                "<a href=\"#\" class=\"c\" data-attr-href=\"url\" data-attr-title=\"tip\">x</a>")
        ])
        let schema = TemplateSchema(["url": .text, "tip": .text])
        let both = try f.render("p.html", schema, TemplateContext(["url": .text("/m/1?a=1&b=\"2\""), "tip": .text("T")]))
        // A quote cannot stand raw in a URL: it is percent-encoded, then the & is escaped for the attribute.
        #expect(both.contains("<a href=\"/m/1?a=1&amp;b=%222%22\" class=\"c\" title=\"T\">x</a>"))
        let absent = try f.render("p.html", schema, TemplateContext(["url": .absent, "tip": .optionalText(nil)]))
        #expect(absent.contains("<a class=\"c\">x</a>"))
    }

    /// A bound `srcset` is checked candidate by candidate: one refused URL leaves the whole attribute out.
    @Test func srcsetIsWrittenOnlyWhenEveryCandidateIsSafe() throws {
        let f = try TemplateFixture(["p.html": page("<img data-attr-src=\"url\" data-attr-srcset=\"set\" alt=\"\">")])
        let schema = TemplateSchema(["url": .text, "set": .text])
        let safe = try f.render("p.html", schema, TemplateContext(["url": .text("/a.jpg"), "set": .text("/a.jpg 1x,/é.jpg?x=1&y=2 2x")]))
        #expect(safe.contains("<img src=\"/a.jpg\" srcset=\"/a.jpg 1x, /%C3%A9.jpg?x=1&amp;y=2 2x\" alt=\"\">"))
        let hostile = try f.render(
            "p.html", schema, TemplateContext(["url": .text("/a.jpg"), "set": .text("/a.jpg 1x, javascript:alert(1) 2x")]))
        #expect(hostile.contains("<img src=\"/a.jpg\" alt=\"\">"))
    }

    @Test func unsafeURLOmitsTheAttribute() throws {
        let f = try TemplateFixture(["p.html": page("<a data-attr-href=\"url\">x</a><img data-attr-src=\"url\" alt=\"\">")])
        let out = try f.render("p.html", TemplateSchema(["url": .text]), TemplateContext(["url": .text(" JaVa\tScRiPt:alert(1)")]))
        #expect(out.contains("<a>x</a><img alt=\"\">"))
    }

    @Test func eachWithNestedScopes() throws {
        let f = try TemplateFixture([
            "p.html": page(
                "<ul><li data-each=\"items\"><a data-attr-href=\"url\" data-text=\"name\">n</a>"
                    + "<i data-each=\"tags\"><b data-text=\"tag\">t</b>/<s data-text=\"site\">s</s></i></li></ul>")
        ])
        let schema = TemplateSchema(["site": .text, "items": .list(itemSchema)])
        let out = try f.render(
            "p.html", schema,
            TemplateContext([
                "site": .text("S"),
                "items": .list([
                    TemplateContext([
                        "name": .text("A"), "url": .text("/a"),
                        "tags": .list([TemplateContext(["tag": .text("x")]), TemplateContext(["tag": .text("y")])]),
                    ]),
                    TemplateContext(["name": .text("B"), "url": .text("/b"), "tags": .list([]), "site": .text("inner")]),
                ]),
            ]))
        #expect(
            out.contains(
                "<ul><li><a href=\"/a\">A</a><i><b>x</b>/<s>S</s></i><i><b>y</b>/<s>S</s></i></li><li><a href=\"/b\">B</a></li></ul>"))
    }

    @Test func emptyListEmitsNothing() throws {
        let f = try TemplateFixture(["p.html": page("<ul><li data-each=\"items\" data-text=\"name\">n</li></ul>")])
        let out = try f.render("p.html", TemplateSchema(["items": .list(itemSchema)]), TemplateContext(["items": .list([])]))
        #expect(out.contains("<ul></ul>"))
    }

    @Test(arguments: [
        (TemplateValue.flag(true), true), (.flag(false), false), (.text("x"), true), (.text(""), false),
        (.html(SafeHTML(trusted: "<b>")), true), (.html(.empty), false), (.list([TemplateContext()]), true),
        (.list([]), false), (.absent, false),
    ])
    func ifAndNotIf(value: TemplateValue, truthy: Bool) throws {
        let f = try TemplateFixture(["p.html": page("<p data-if=\"v\">yes</p><p data-if=\"!v\">no</p>")])
        for kind in [TemplateValueKind.flag] {
            let out = try f.render("p.html", TemplateSchema(["v": kind]), TemplateContext(["v": value]))
            #expect(out.contains(truthy ? "<p>yes</p></body>" : "<body><p>no</p>"))
        }
    }

    @Test func ifIsEvaluatedBeforeEachInTheOuterScope() throws {
        let f = try TemplateFixture(["p.html": page("<li data-if=\"show\" data-each=\"items\" data-text=\"name\">n</li>")])
        let schema = TemplateSchema(["show": .flag, "items": .list(itemSchema)])
        let items = TemplateValue.list([TemplateContext(["name": .text("A"), "show": .flag(false)])])
        #expect(try f.render("p.html", schema, TemplateContext(["show": .flag(true), "items": items])).contains("<li>A</li>"))
        #expect(!(try f.render("p.html", schema, TemplateContext(["show": .flag(false), "items": items])).contains("<li>")))
    }

    @Test func removeAndBindingAttributesAreStripped() throws {
        let f = try TemplateFixture([
            "p.html": page(
                "<div class=\"card\" data-role=\"keep\" data-text=\"t\">a</div><div class=\"card\" data-remove>b</div>")
        ])
        let out = try f.render("p.html", TemplateSchema(["t": .text]), TemplateContext(["t": .text("T")]))
        #expect(out.contains("<body><div class=\"card\" data-role=\"keep\">T</div></body>"))
    }

    @Test func missingKeyAtRenderIsAbsent() throws {
        let f = try TemplateFixture(["p.html": page("<p data-text=\"t\">x</p><a data-attr-href=\"t\">y</a>")])
        let out = try f.render("p.html", TemplateSchema(["t": .text]), TemplateContext())
        #expect(out.contains("<p></p><a>y</a>"))
    }

    @Test func serialisationOfVoidBareAndRawElements() throws {
        let f = try TemplateFixture([
            "p.html": page(
                "<details open><summary>s</summary></details><input type=checkbox checked hidden><br><hr>"
                    + "<img src=\"a.png\" alt=\"\"><!-- dropped --><p>é 日本 😀 &amp; &lt;</p>",
                head: "<meta charset=\"utf-8\"><link rel=\"stylesheet\" href=\"s.css\">"
                    + "<style>a > b { color: red }</style><script>if (a < b && c) { x(\"</div>\") }</script>")
        ])
        let out = try f.render("p.html", TemplateSchema([:]), TemplateContext())
        #expect(
            out == "<!DOCTYPE html>\n<html><head><title>t</title><meta charset=\"utf-8\"><link rel=\"stylesheet\" href=\"s.css\">"
                + "<style>a > b { color: red }</style><script>if (a < b && c) { x(\"</div>\") }</script></head>"
                + "<body><details open><summary>s</summary></details><input type=\"checkbox\" checked hidden><br><hr>"
                + "<img src=\"a.png\" alt=\"\"><p>é 日本 😀 &amp; &lt;</p></body></html>\n")
    }

    @Test func outputIsDeterministicAndThreadSafe() async throws {
        let f = try TemplateFixture([
            "p.html": page(
                "<h1 data-text=\"title\">x</h1><li data-each=\"items\"><a data-attr-href=\"url\" data-text=\"name\">n</a></li>")
        ])
        let template = try f.compile("p.html", TemplateSchema(["title": .text, "items": .list(itemSchema)]))
        let items = (0..<200).map { TemplateContext(["name": .text("Item \($0) é"), "url": .text("/i/\($0)/")]) }
        let context = TemplateContext(["title": .text("T & T"), "items": .list(items)])
        let expected = template.render(context)
        let results = await withTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<2 {
                group.addTask {
                    var last: [UInt8] = []
                    for _ in 0..<50 { last = template.render(context) }
                    return last
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 2)
        for result in results { #expect(result == expected) }
        let again = try f.compile("p.html", TemplateSchema(["title": .text, "items": .list(itemSchema)]))
        #expect(again.render(context) == expected)
        var buffer = Array("prefix".utf8)
        template.render(context, into: &buffer)
        #expect(buffer == Array("prefix".utf8) + expected)
    }
}
