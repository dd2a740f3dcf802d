/// Escaping of text and attribute values for HTML output, working on UTF-8 bytes.
///
/// Non-ASCII characters are written as UTF-8, never as entities, so output stays readable and small.
public enum HTMLEscaping {
    /// Appends `s` escaped for element content (`&`, `<`, `>`).
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
            for (i, byte) in bytes.enumerated() {
                let replacement: StaticString
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\"") where escapingQuotes: replacement = "&quot;"
                default: continue
                }
                // Copy the unescaped run in one go; most strings have no special characters at all.
                buffer.append(contentsOf: bytes[runStart..<i])
                buffer.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                runStart = i + 1
            }
            buffer.append(contentsOf: bytes[runStart...])
        }
    }
}
