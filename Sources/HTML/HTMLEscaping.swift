import Support

/// Escaping of text and attribute values for HTML output, working on UTF-8 bytes.
///
/// Non-ASCII characters are written as UTF-8, never as entities, so output stays readable and small.
public enum HTMLEscaping {
    /// Appends `s` escaped for element content (`&`, `<`, `>`); control characters other than
    /// tab, line feed, form feed and carriage return are dropped.
    public static func escapeText(_ s: String, into buffer: inout [UInt8]) {
        append(s, into: &buffer, escapingQuotes: false)
    }

    /// `escapeText` into any output (a page's `RenderBuffer`).
    static func appendText<Output: ByteOutput & ~Copyable>(_ s: String, into output: inout Output) {
        append(s, into: &output, escapingQuotes: false)
    }

    /// Appends `s` escaped for a double-quoted attribute value (`&`, `"`, `<`, `>`).
    public static func escapeAttribute(_ s: String, into buffer: inout [UInt8]) {
        append(s, into: &buffer, escapingQuotes: true)
    }

    /// `escapeAttribute` into any output.
    static func appendAttribute<Output: ByteOutput & ~Copyable>(_ s: String, into output: inout Output) {
        append(s, into: &output, escapingQuotes: true)
    }

    /// Appends JSON text `json` for the body of a `<script>` element, where nothing is unescaped by the
    /// HTML parser: `<`, `>` and `&` become `\u003c`, `\u003e` and `\u0026`, and U+2028 and U+2029 become
    /// `\u2028` and `\u2029`. With no `<` left, the body can contain neither `</script` nor `<!--`, so no
    /// value can end the element or change how the parser reads it. In valid JSON these characters occur
    /// only inside strings, where the escapes mean the same characters, so the JSON's meaning is kept.
    /// (U+2028 and U+2029 end a line in JavaScript before ES2019, for any reader that evaluates the text.)
    public static func escapeScriptJSON(_ json: String, into buffer: inout [UInt8]) {
        appendScriptJSON(json, into: &buffer)
    }

    /// `escapeScriptJSON` into any output.
    static func appendScriptJSON<Output: ByteOutput & ~Copyable>(_ json: String, into buffer: inout Output) {
        json.withUTF8Bytes { bytes in
            var runStart = 0
            var i = 0
            var bytewiseUntil = 0
            while i < bytes.count {
                if i >= bytewiseUntil {
                    (i, bytewiseUntil) = skipWords(bytes, from: i, mayNeedLookInScript)
                    continue
                }
                let replacement: StaticString
                var length = 1
                switch bytes[i] {
                case UInt8(ascii: "<"): replacement = "\\u003c"
                case UInt8(ascii: ">"): replacement = "\\u003e"
                case UInt8(ascii: "&"): replacement = "\\u0026"
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
                case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                    replacement = bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    length = 3
                default:
                    i += 1
                    continue
                }
                buffer.appendRun(UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
                buffer.appendLiteral(replacement)
                i += length
                runStart = i
            }
            buffer.appendRun(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    /// The bytes below 0x40 that element content needs looked at: `&`, `<`, `>` and the control characters
    /// other than tab, line feed, form feed and carriage return.
    private static let looksInText: UInt64 = {
        var mask: UInt64 = 0
        for byte in [0x26, 0x3C, 0x3E] + Array(0x00...0x08) + [0x0B] + Array(0x0E...0x1F) { mask |= 1 << UInt64(byte) }
        return mask
    }()

    /// Those of element content, and `"`.
    private static let looksInAttribute: UInt64 = looksInText | 1 << 0x22

    /// From `start`, past the words of eight bytes in which `mayNeedLook` finds nothing: where to look at the bytes one by
    /// one from, and until where (that word's end, or the string's for its last few bytes).
    @inline(__always)
    private static func skipWords(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ mayNeedLook: (UInt64) -> Bool
    ) -> (from: Int, until: Int) {
        var index = start
        while index &+ 8 <= bytes.count {
            if mayNeedLook(ByteWords.word(bytes, at: index)) { return (index, index &+ 8) }
            index &+= 8
        }
        return (index, bytes.count)
    }

    /// Whether any of the eight bytes of `word` may need a look in a script's JSON: `<` or `>` (0x3E with bit 1 set),
    /// `&`, or 0xE2 (the first byte of U+2028 and U+2029). Quotes are frequent there, so `&` is tested alone.
    @inline(__always)
    private static func mayNeedLookInScript(_ word: UInt64) -> Bool {
        let angleBracket = ByteWords.bytes(word, equalTo: 0x3E, ignoringBit: 1)
        return angleBracket | ByteWords.bytes(word, equalTo: UInt8(ascii: "&")) | ByteWords.bytes(word, equalTo: 0xE2) != 0
    }

    /// Whether any of the eight bytes of `word` may need a look: a control character, `"` or `&` (the bytes that are
    /// 0x26 with bit 2 set), `<` or `>` (0x3E with bit 1 set), DEL or 0xC2 (see `ByteWords`); tab, line feed, `"` in
    /// text and the like are false alarms that the byte-by-byte look settles. Looked at byte by byte, at 5 to 6
    /// instructions a byte, escaping took 205 M instructions of a 1k full build; skipping the words that need no look,
    /// 119 M (and the script's JSON 36 → 10 M; Callgrind, 2026-12-07).
    @inline(__always)
    private static func mayNeedLook(_ word: UInt64) -> Bool {
        let control = ByteWords.bytes(word, below: 0x20)
        let quoteOrAmpersand = ByteWords.bytes(word, equalTo: 0x26, ignoringBit: 2)
        let angleBracket = ByteWords.bytes(word, equalTo: 0x3E, ignoringBit: 1)
        let deleteOrC2 = ByteWords.bytes(word, equalTo: 0x7F) | ByteWords.bytes(word, equalTo: 0xC2)
        return control | quoteOrAmpersand | angleBracket | deleteOrC2 != 0
    }

    /// Appends `html`, already safe, as it is.
    static func appendVerbatim<Output: ByteOutput & ~Copyable>(_ html: String, into buffer: inout Output) {
        html.withUTF8Bytes { buffer.appendRun($0) }
    }

    private static func append<Output: ByteOutput & ~Copyable>(_ s: String, into buffer: inout Output, escapingQuotes: Bool) {
        s.withUTF8Bytes { bytes in
            var runStart = 0
            var i = 0
            let looked = escapingQuotes ? looksInAttribute : looksInText
            // Words in which no byte may need a look are skipped whole; up to `bytewiseUntil` the bytes are looked at one
            // by one: the eight of a word in which one may, or the last few of the string.
            var bytewiseUntil = 0
            while i < bytes.count {
                if i >= bytewiseUntil {
                    (i, bytewiseUntil) = skipWords(bytes, from: i, mayNeedLook)
                    continue
                }
                let byte = bytes[i]
                // Letters and most text sit above '>' (0x3E): only DEL and 0xC2 up there need a look. Below it, the
                // bytes that do are bits of a mask: digits, spaces and punctuation (a `sizes` attribute is mostly
                // those) went through the switch below, a twentieth of a page's rendering (Callgrind, 2026-11-28).
                if byte < 0x40 ? looked & (1 << UInt64(byte)) == 0 : byte != 0x7F && byte != 0xC2 {
                    i += 1
                    continue
                }
                let replacement: StaticString
                var length = 1
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\"") where escapingQuotes: replacement = "&quot;"
                // Control characters are forbidden in HTML (the W3C checker rejects them) and show
                // nothing; real API data carries them through encoding accidents, so they are dropped.
                case 0x00...0x08, 0x0B, 0x0E...0x1F, 0x7F: replacement = ""
                case 0xC2 where i + 1 < bytes.count && (0x80...0x9F).contains(bytes[i + 1]):
                    replacement = ""
                    length = 2
                default:
                    i += 1
                    continue
                }
                // Copy the unescaped run in one go; most strings have no special characters at all.
                buffer.appendRun(UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
                buffer.appendLiteral(replacement)
                i += length
                runStart = i
            }
            buffer.appendRun(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }
}
