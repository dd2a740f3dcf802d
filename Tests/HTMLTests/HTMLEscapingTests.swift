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
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        for length in 0..<40 {
            for _ in 0..<60 {
                // Mostly plain, so that whole words pass unlooked-at between the special ones.
                let string = (0..<length).map { _ in next(4) == 0 ? pieces[next(pieces.count)] : pieces[next(6)] }.joined()
                #expect(text(string) == reference(string, quotes: false), "\(Array(string.utf8))")
                #expect(attribute(string) == reference(string, quotes: true), "\(Array(string.utf8))")
                var script: [UInt8] = []
                HTMLEscaping.escapeScriptJSON(string, into: &script)
                #expect(String(decoding: script, as: UTF8.self) == scriptReference(string), "\(Array(string.utf8))")
            }
        }
    }

    private func scriptReference(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private func reference(_ s: String, quotes: Bool) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "\t", "\n", "\u{C}", "\r": out.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}": break
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
