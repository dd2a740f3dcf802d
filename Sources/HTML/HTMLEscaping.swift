/// Escaping of text and attribute values for HTML output, working on UTF-8 bytes.
///
/// Non-ASCII characters are written as UTF-8, never as entities, so output stays readable and small.
public enum HTMLEscaping {
    /// Appends `s` escaped for element content (`&`, `<`, `>`); control characters other than
    /// tab, line feed, form feed and carriage return are dropped.
    public static func escapeText(_ s: String, into buffer: inout [UInt8]) {
        append(s, into: &buffer, escapingQuotes: false)
    }

    /// Appends `s` escaped for a double-quoted attribute value (`&`, `"`, `<`, `>`).
    public static func escapeAttribute(_ s: String, into buffer: inout [UInt8]) {
        append(s, into: &buffer, escapingQuotes: true)
    }

    private static func append(_ s: String, into buffer: inout [UInt8], escapingQuotes: Bool) {
        var s = s
        s.withUTF8 { bytes in
            var runStart = 0
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                // Letters and most text sit above '>' (0x3E): only DEL and 0xC2 up there need a look.
                if byte > UInt8(ascii: ">") && byte != 0x7F && byte != 0xC2 {
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
                buffer.append(contentsOf: bytes[runStart..<i])
                buffer.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                i += length
                runStart = i
            }
            buffer.append(contentsOf: bytes[runStart...])
        }
    }
}
