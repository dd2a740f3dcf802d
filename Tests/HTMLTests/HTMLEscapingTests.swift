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
