import Testing

@testable import HTML

struct MarkdownTests {
    @Test func emphasisAndParagraphs() {
        #expect(Markdown.render("Hello *world* and **bold**").html == "<p>Hello <em>world</em> and <strong>bold</strong></p>\n")
    }

    @Test func smartPunctuation() {
        let html = Markdown.render("\"Quoted\" -- it's fine...").html
        #expect(html == "<p>\u{201C}Quoted\u{201D} \u{2013} it\u{2019}s fine\u{2026}</p>\n")
    }

    @Test func rawHTMLIsDropped() {
        let html = Markdown.render("Hi <script>alert(1)</script>\n\n<div onclick=\"x()\">block</div>").html
        #expect(!html.contains("<script"))
        #expect(!html.contains("onclick"))
        #expect(html.contains("raw HTML omitted"))
    }

    @Test func unsafeLinksKeepTheirTextButLoseTheLink() {
        let html = Markdown.render("[click](javascript:alert(1)) [ok](https://example.com) [rel](/movies/)").html
        #expect(html == "<p>click <a href=\"https://example.com\">ok</a> <a href=\"/movies/\">rel</a></p>\n")
        let image = Markdown.render("![a *cat*](data:text/html,x) ![dog](/dog.png)").html
        #expect(image == "<p>a <em>cat</em> <img src=\"/dog.png\" alt=\"dog\" /></p>\n")
    }

    @Test func headingsCanBeShiftedUnderThePageOutline() {
        #expect(Markdown.render("# One\n\n##### Five", headingOffset: 2).html == "<h3>One</h3>\n<h6>Five</h6>\n")
        #expect(Markdown.render("# One").html == "<h1>One</h1>\n")
    }

    @Test func nonASCIIAndEmpty() {
        #expect(Markdown.render("é 日本 😀").html == "<p>é 日本 😀</p>\n")
        #expect(Markdown.render("").html == "")
    }
}
