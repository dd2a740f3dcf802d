/// A JSON string literal written as bytes, the same way wherever sitegen writes JSON (a page's JSON-LD, the search
/// index's files, the random page's list): `"` and `\` escaped, tab, line feed and carriage return as `\t`, `\n`, `\r`,
/// other control characters, `<`, `>`, `&`, U+2028 and U+2029 as `\u` escapes with lower-case hex, so that no text can
/// end a `<script>` element or a line of older JavaScript. Everything else is written as its UTF-8.
public enum JSONString {
    /// Appends `text` as a JSON string, its quotes included.
    public static func append(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        text.withUTF8Bytes { appendContent($0, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends the UTF-8 `text` escaped as a JSON string's content, without its quotes. Nearly every title, address
    /// and term needs no escape, and is then copied in one go; otherwise the runs between escapes are.
    public static func appendContent(_ text: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        guard text.contains(where: mayNeedEscape) else { return bytes.append(contentsOf: text) }
        var (run, index) = (0, 0)
        while index < text.count {
            guard mayNeedEscape(text[index]), let (escape, length) = escape(text, at: index) else {
                index += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[run..<index]))
            escape.withUTF8Bytes { bytes.append(contentsOf: $0) }
            index += length
            run = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[run...]))
    }

    /// Whether a byte may be, or begin, a character that is escaped: a control character, `"`, `\`, `<`, `>`, `&`, or
    /// 0xE2, the first byte of U+2028 and U+2029 (and of other characters, which are written as they are). No byte of
    /// a multi-byte UTF-8 sequence is ASCII.
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C || byte == 0x3E || byte == 0x26 || byte == 0xE2
    }

    /// The escape of the character at `index` and its length in bytes; nil when it is written as itself.
    private static func escape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (String, Int)? {
        switch bytes[index] {
        case UInt8(ascii: "\""): return ("\\\"", 1)
        case UInt8(ascii: "\\"): return ("\\\\", 1)
        case UInt8(ascii: "\n"): return ("\\n", 1)
        case UInt8(ascii: "\r"): return ("\\r", 1)
        case UInt8(ascii: "\t"): return ("\\t", 1)
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0x00...0x1F: return (unicodeEscape(UInt32(bytes[index])), 1)
        // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
            return (bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", 3)
        default: return nil
        }
    }

    /// `\u003c`: four lower-case hex digits (every character escaped here is below U+10000).
    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
