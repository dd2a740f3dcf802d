import Testing

@testable import HTML

/// Layouts with slots and fills, and includes.
struct TemplateCompositionTests {
    private let layout = """
        <!DOCTYPE html>
        <html lang="en"><head><title data-slot="title">Site</title></head>
        <body><header data-slot="header"><p>Default header</p></header>
        <main id="content" data-slot="main" data-slot-required><p>Sample content</p></main></body></html>

        """
    private let schema = TemplateSchema(["title": .text, "items": .list(TemplateSchema(["name": .text]))])

    @Test func fillsReplaceSlotChildrenAndDefaultsStay() throws {
        let f = try TemplateFixture([
            "layout.html": layout,
            "movie.html": """
            <!DOCTYPE html>
            <html data-layout="layout.html"><head><title data-fill="title"><span data-text="title">T</span> – Site</title></head>
            <body><p>preview only</p><article data-fill="main"><h1 data-text="title">x</h1></article></body></html>
            """,
        ])
        let out = try f.render("movie.html", schema, TemplateContext(["title": .text("Heat & Dust")]))
        #expect(
            out == """
                <!DOCTYPE html>
                <html lang="en"><head><title><span>Heat &amp; Dust</span> – Site</title></head>
                <body><header><p>Default header</p></header>
                <main id="content"><h1>Heat &amp; Dust</h1></main></body></html>

                """)
    }

    @Test func fillMayBindItsContentDirectly() throws {
        let f = try TemplateFixture([
            "layout.html": layout,
            "p.html":
                "<!DOCTYPE html>\n<html data-layout=\"layout.html\"><head><title data-fill=\"title\" data-text=\"title\">x</title></head>"
                + "<body><main data-fill=\"main\"><p data-if=\"items\">has items</p></main></body></html>\n",
        ])
        let out = try f.render("p.html", schema, TemplateContext(["title": .text("<T>")]))
        #expect(out.contains("<title>&lt;T&gt;</title>"))
        #expect(out.contains("<main id=\"content\"></main>"))
    }

    @Test func layoutErrors() throws {
        let f = try TemplateFixture([
            "layout.html": layout,
            "movie.html": """
            <!DOCTYPE html>
            <html data-layout="layout.html"><body>
            <div data-fill="sidebar">x</div>
            </body></html>
            """,
            "other.html": "<!DOCTYPE html>\n<html data-layout=\"missing.html\"><body></body></html>\n",
        ])
        #expect(
            f.errors("movie.html", schema) == [
                "layout.html:4:1: error: required slot 'main' has no data-fill in page 'movie.html'",
                "movie.html:3:1: error: data-fill 'sidebar' has no matching data-slot in layout 'layout.html'",
            ])
        #expect(
            f.errors("other.html", schema) == [
                "other.html:2:1: error: layout 'missing.html' not found (searched: \(f.directory))"
            ])
    }

    @Test func includeResolvesInTheCurrentScope() throws {
        let f = try TemplateFixture([
            "partials/card.html": "<div class=\"card\"><h2 data-text=\"name\">Name</h2><small data-text=\"title\">t</small></div>\n",
            "list.html": page("<section><div data-each=\"items\" data-include=\"partials/card.html\">preview</div></section>"),
        ])
        let out = try f.render(
            "list.html", schema,
            TemplateContext([
                "title": .text("T"),
                "items": .list([TemplateContext(["name": .text("A")]), TemplateContext(["name": .text("B")])]),
            ]))
        #expect(
            out.contains(
                "<section><div class=\"card\"><h2>A</h2><small>T</small></div>\n"
                    + "<div class=\"card\"><h2>B</h2><small>T</small></div>\n</section>"))
    }

    @Test func includeErrorsAreReportedInThePartial() throws {
        let f = try TemplateFixture([
            "partials/a.html": "<div>\n<p data-text=\"nope\">x</p><div data-include=\"partials/b.html\"></div></div>",
            "partials/b.html": "<span data-include=\"partials/a.html\">x</span>",
            "partials/text.html": "Hello <b>x</b>",
            "page.html": page(
                "<div data-include=\"partials/a.html\"></div>\n<div data-include=\"partials/text.html\"></div>"
                    + "\n<div data-include=\"partials/none.html\"></div>"),
        ])
        #expect(
            f.errors("page.html", schema) == [
                "page.html:4:1: error: included template 'partials/none.html' not found (searched: \(f.directory))",
                "partials/a.html:2:1: error: unknown binding key 'nope' in data-text",
                "partials/b.html:1:1: error: include cycle: page.html -> partials/a.html -> partials/b.html -> partials/a.html",
                "partials/text.html:1:1: error: a partial must start with an element: libxml2 wraps leading text in an implied <p>",
            ])
    }

    @Test func firstSearchPathWins() throws {
        let theme = try TemplateFixture(["p.html": page("<p>theme</p>"), "partials/x.html": "<i>theme x</i>"])
        let user = try TemplateFixture(["partials/x.html": "<i>user x</i>"])
        let library = TemplateLibrary(searchPaths: [user.directory, theme.directory])
        #expect(library.path(of: "p.html") == theme.path("p.html"))
        #expect(library.path(of: "partials/x.html") == user.path("partials/x.html"))
        #expect(library.path(of: "none.html") == nil)
        try theme.write(["p.html": page("<p data-include=\"partials/x.html\"></p>")], into: theme.directory)
        let out = String(decoding: try library.compile("p.html", schema: schema).render(TemplateContext()), as: UTF8.self)
        #expect(out.contains("<body><i>user x</i></body>")) // the include element itself is replaced
    }
}
