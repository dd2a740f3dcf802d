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

    /// Escaped by character as the rules say, for strings of every length around the eight bytes the escaping skips at
    /// once, each special byte at every place in a word, among letters, digits, spaces and multi-byte characters.
    @Test func everyStringIsEscapedAsCharacterByCharacter() {
        let pieces = [
            "a", "Z", "0", " ", "-", "=", "?", "/", "\t", "\n", "&", "<", ">", "\"", "'", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}",
            "\u{9F}", "\u{A0}", "\u{C2}", "é", "日", "😀", "\u{2028}", "\u{2029}", "—",
        ]
        var random = XorShift(seed: 0x2545_F491_4F6C_DD1D)
        for length in 0..<40 {
            for _ in 0..<60 {
                // Mostly plain, so that whole words pass unlooked-at between the special ones.
                let string = (0..<length).map { _ in random.next(4) == 0 ? pieces[random.next(pieces.count)] : pieces[random.next(6)] }
                    .joined()
                #expect(text(string) == reference(string, Self.markupEscapes, dropsControls: true), "\(Array(string.utf8))")
                #expect(attribute(string) == reference(string, Self.attributeEscapes, dropsControls: true), "\(Array(string.utf8))")
                var script: [UInt8] = []
                HTMLEscaping.escapeScriptJSON(string, into: &script)
                let scriptText = String(decoding: script, as: UTF8.self)
                #expect(scriptText == reference(string, Self.scriptEscapes, dropsControls: false), "\(Array(string.utf8))")
            }
        }
    }

    private static let markupEscapes: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;"]
    private static let attributeEscapes = markupEscapes.merging(["\"": "&quot;"]) { $1 }
    private static let scriptEscapes: [Unicode.Scalar: String] = [
        "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u{2028}": "\\u2028", "\u{2029}": "\\u2029",
    ]

    /// `s` with each character of `replacements` replaced, and, when `dropsControls`, the C0 and C1 control characters
    /// but tab, line feed, form feed and carriage return left out: the escaping as its rules say, a character at a time.
    private func reference(_ s: String, _ replacements: [Unicode.Scalar: String], dropsControls: Bool) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            if let replacement = replacements[scalar] {
                out += replacement
            } else if dropsControls, ("\u{0}"..."\u{1F}").contains(scalar) || ("\u{7F}"..."\u{9F}").contains(scalar),
                !["\t", "\n", "\u{C}", "\r"].contains(scalar)
            {
                continue
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
