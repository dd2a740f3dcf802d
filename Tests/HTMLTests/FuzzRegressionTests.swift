import Testing

@testable import HTML

/// Inputs found by the libFuzzer targets in `Fuzz/` (or by checking their reports), kept as exact
/// regression cases. See `Fuzz/README.md`.
struct FuzzRegressionTests {
    // MARK: - HTMLSanitizer (FuzzSanitizer)

    /// FuzzSanitizer, minimised: a text made only of a control character that `HTMLEscaping`
    /// drops counted as visible, so `sanitize` gave `<p></p>`, which sanitises to nothing.
    @Test func controlCharacterOnlyTextIsNotVisible() {
        let input = String(decoding: [0x7F] as [UInt8], as: UTF8.self)
        #expect(HTMLSanitizer.sanitize(input) == .empty)
        #expect(HTMLSanitizer.plainText(input) == "")
    }

    /// The same cause inside a paragraph: the trailing space before a control-only element was
    /// kept (`<p>a </p>`); sanitising that again trimmed it.
    @Test func controlCharactersDoNotKeepTrailingSpace() {
        let input = "a <i>\u{7F}\u{85}\u{1}</i>"
        let once = HTMLSanitizer.sanitize(input)
        #expect(once.html == "<p>a</p>")
        #expect(HTMLSanitizer.sanitize(once.html) == once)
    }

    /// The crash input as FuzzSanitizer first found it (crash-b9aac26b…): sanitising it twice
    /// must give the same output.
    @Test func firstFoundInputIsIdempotent() {
        let del = String(repeating: "\u{7F}", count: 10)
        let divs = String(repeating: "<div>", count: 5)
        let input =
            "<ul><li>One</li>stray<lie>Two <a href=\(del)<blockquote>\(del)\(divs)<dqv>\(divs)<div\(del)>"
            + "\(divs)<dvi<ivd>>\(del)></li></ul><ol/<li></li><-\(divs)<div/o><l2>div>"
        let once = HTMLSanitizer.sanitize(input)
        #expect(!once.html.contains("Two </p>"))
        #expect(HTMLSanitizer.sanitize(once.html) == once)
    }

    /// Control characters that arrive as character references are dropped too.
    @Test func controlCharacterReferencesAreDropped() {
        #expect(HTMLSanitizer.sanitize("<p>&#127;&#x85;</p><p>b&#1;c</p>").html == "<p>bc</p>")
    }

    /// FuzzSanitizer (crash-891ed476…): a blank line split across two text nodes (`j\n` before an
    /// unknown element, `\n…` inside it) was kept inside one paragraph, and sanitising the output
    /// split it into two. Paragraphs are now split after adjacent text is merged.
    @Test func blankLineAcrossTextNodesSplitsParagraphs() {
        let input = String(decoding: Array("&#106;\n<texta2ea>\n".utf8) + [UInt8](repeating: 0xFF, count: 8), as: UTF8.self)
        let once = HTMLSanitizer.sanitize(input)
        #expect(once.html == "<p>j</p><p>" + String(repeating: "\u{FFFD}", count: 8) + "</p>")
        #expect(HTMLSanitizer.sanitize(once.html) == once)
    }

    /// The same, with the line breaks around an empty element or an empty table cell.
    @Test(arguments: ["a\n<span></span>\nb", "a\n<td></td>\nb", "a\n<b></b>\n\nb"])
    func blankLineAroundEmptyElementSplitsParagraphs(input: String) {
        let once = HTMLSanitizer.sanitize(input)
        #expect(once.html == "<p>a</p><p>b</p>")
        #expect(HTMLSanitizer.sanitize(once.html) == once)
    }

    // MARK: - Template compiler (FuzzTemplate)

    /// Found while checking a FuzzTemplate report: `srcdoc` is a whole HTML document, so binding
    /// data into it (`<iframe data-attr-srcdoc=…>`) ran markup from the data; it is refused like
    /// `style` (a bound `srcset` is checked URL by URL instead, see `SrcsetPolicy`).
    @Test func srcdocCannotBeBound() throws {
        let schema = TemplateSchema(["title": .text])
        let f = try TemplateFixture(["p.html": page("<iframe data-attr-srcdoc=\"title\"></iframe>")])
        #expect(
            f.errors("p.html", schema) == [
                "p.html:2:1: error: data-attr-srcdoc is not allowed: 'srcdoc' values cannot be checked safely"
            ])
    }

    /// Same review: `xlink:href` on an SVG link is followed like `href`, so a bound value is
    /// checked by `URLPolicy` (a `javascript:` URL omits the attribute).
    @Test func xlinkHrefIsAURLAttribute() throws {
        let schema = TemplateSchema(["url": .text])
        let f = try TemplateFixture(["p.html": page("<svg><a xlink:href=\"#\" data-attr-xlink:href=\"url\">x</a></svg>")])
        let hostile = try f.render("p.html", schema, TemplateContext(["url": .text(" JaVa\tScRiPt:alert(1)")]))
        #expect(!hostile.lowercased().contains("script:"))
        #expect(hostile.contains("<a>x</a>"))
        let fine = try f.render("p.html", schema, TemplateContext(["url": .text("https://example.org/a b")]))
        #expect(fine.contains("<a xlink:href=\"https://example.org/a%20b\">x</a>"))
    }
}
