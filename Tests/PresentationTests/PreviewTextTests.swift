import Presentation
import Testing

@Suite struct PreviewTextTests {
    @Test func whiteSpaceBecomesOneSpace() {
        #expect(PreviewText.summary("  A\n\nsilent\t film\u{2028}by  Murnau. ") == "A silent film by Murnau.")
        #expect(PreviewText.summary(" \n ") == "")
    }

    /// ASCII text is read as bytes, other text as Characters: both make the same line.
    @Test func asciiTextLosesTheSameWhiteSpaceAsOtherText() {
        let ascii = "  A\n\nsilent\t film\u{0B}by\u{0C}Murnau\r\nnow\u{1}\u{1F}x"
        #expect(PreviewText.summary(ascii) == "A silent film by Murnau now\u{1}\u{1F}x", "controls that are not white space stay")
        #expect(PreviewText.summary(ascii + "é") == PreviewText.summary(ascii) + "é")
    }

    @Test func shortTextIsKeptWhole() {
        let text = String(repeating: "a", count: 160)
        #expect(PreviewText.summary(text) == text)
    }

    @Test func longTextIsCutAtAWordWithAnEllipsis() {
        let words = (1...60).map { "word\($0)" }.joined(separator: " ")
        let summary = PreviewText.summary(words)
        #expect(summary.count <= 160)
        #expect(summary.hasSuffix("…"))
        #expect(words.hasPrefix(String(summary.dropLast())), "cut, not rewritten")
        #expect(words.dropFirst(summary.count - 1).hasPrefix(" "), "cut between words")
    }

    @Test func punctuationBeforeTheCutIsDropped() {
        let text = String(repeating: "x", count: 140) + " abc, defghijklmnopqrstuvwxyz"
        #expect(PreviewText.summary(text) == String(repeating: "x", count: 140) + " abc…")
    }

    /// Japanese has no spaces between words: cut at the limit, not at a space far back.
    @Test func textWithoutSpacesIsCutAtTheLimit() {
        let text = "東京" + " " + String(repeating: "映画", count: 100)
        let summary = PreviewText.summary(text)
        #expect(summary.count == 160)
        #expect(summary.hasSuffix("映…") || summary.hasSuffix("画…"))
    }

    @Test func fallsBackWhenTheSourceHasNoText() {
        let reader: (PreviewText.Source) -> String = { _ in " " }
        #expect(PreviewText(.text("Own text."), fallback: "F.").resolved(readingMarkup: reader) == "Own text.")
        #expect(PreviewText(.text("  "), fallback: "F.").resolved(readingMarkup: reader) == "F.")
        #expect(PreviewText(nil, fallback: "F.").resolved(readingMarkup: reader) == "F.")
        #expect(PreviewText(.untrustedHTML(UntrustedHTML("<p></p>")), fallback: "F.").resolved(readingMarkup: reader) == "F.")
    }

    @Test func markupIsReadByTheCaller() {
        let text = PreviewText(.untrustedHTML(UntrustedHTML("<p>Hi</p>")), fallback: "F.")
        #expect(text.resolved { source in source == .untrustedHTML(UntrustedHTML("<p>Hi</p>")) ? "Hi\n\nthere" : "" } == "Hi there")
    }
}
