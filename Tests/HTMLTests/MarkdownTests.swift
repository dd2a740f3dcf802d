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

    @Test func unsafeLinksAreBlanked() {
        let html = Markdown.render("[click](javascript:alert(1)) [ok](https://example.com)").html
        #expect(html == "<p><a href=\"\">click</a> <a href=\"https://example.com\">ok</a></p>\n")
    }

    @Test func nonASCIIAndEmpty() {
        #expect(Markdown.render("é 日本 😀").html == "<p>é 日本 😀</p>\n")
        #expect(Markdown.render("").html == "")
    }
}
