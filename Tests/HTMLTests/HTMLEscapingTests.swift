import Testing

@testable import HTML

struct HTMLEscapingTests {
    private func text(_ s: String) -> String {
        var out: [UInt8] = []
        HTMLEscaping.escapeText(s, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private func attribute(_ s: String) -> String {
        var out: [UInt8] = []
        HTMLEscaping.escapeAttribute(s, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// C0 and C1 controls are forbidden in HTML; real API data carries them through encoding accidents.
    @Test func dropsControlCharactersButKeepsWhitespace() {
        #expect(text("a\u{0}b\u{8}c\u{1F}d\u{7F}e") == "abcde")
        #expect(text("Erd\u{85}\u{91}s") == "Erds")
        #expect(attribute("x\u{9D}y") == "xy")
        #expect(text("tab\tline\nfeed\u{C}cr\r") == "tab\tline\nfeed\u{C}cr\r")
        #expect(text("\u{A0}é\u{C2}") == "\u{A0}é\u{C2}", "U+00A0 and U+00C2 are not controls")
    }

    @Test func textEscapesMarkupButNotQuotes() {
        #expect(text("<script>&\"'") == "&lt;script&gt;&amp;\"'")
    }

    @Test func attributeEscapesQuotes() {
        #expect(attribute("a\"b<c>&'") == "a&quot;b&lt;c&gt;&amp;'")
    }

    @Test func nonASCIIStaysUTF8() {
        #expect(text("é 日本 😀") == "é 日本 😀")
        #expect(attribute("é 日本 😀") == "é 日本 😀")
    }

    @Test func appendsToExistingBytes() {
        var out = Array("x".utf8)
        HTMLEscaping.escapeText("&", into: &out)
        #expect(String(decoding: out, as: UTF8.self) == "x&amp;")
    }
}
