/// The JSON text of a value: compact (no spaces or line breaks), members in the order built.
extension LinkedData {
    /// The value as JSON text. Besides what JSON requires (`"`, `\` and control characters), `<`, `>`,
    /// `&`, U+2028 and U+2029 are written as `\u` escapes: the text goes into a `<script>` element, whose
    /// body HTML never unescapes, and without a `<` no title can write `</script>` there. (The template
    /// engine's `data-json` binding escapes the same characters again, so the guarantee does not depend on
    /// this writer; here it makes the text safe wherever else it is put.)
    public var jsonText: String {
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        switch self {
        case .string(let s):
            Self.writeString(s, into: &out)
        case .int(let n):
            out += String(n)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                Self.writeString(member.key, into: &out)
                out += ":"
                member.value.write(into: &out)
            }
            out += "}"
        }
    }

    // Runs of characters that need no escape are appended whole: appending scalar by scalar was 7% of a
    // 10k build's CPU (perf, 2026-11-25).
    private static func writeString(_ s: String, into out: inout String) {
        out += "\""
        let scalars = s.unicodeScalars
        var run = scalars.startIndex
        for index in scalars.indices {
            guard let escape = escape(scalars[index]) else { continue }
            out += Substring(scalars[run..<index])
            out += escape
            run = scalars.index(after: index)
        }
        out += Substring(scalars[run...])
        out += "\""
    }

    /// What `scalar` is written as, or nil when it is written as itself.
    private static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "<", ">", "&", "\u{2028}", "\u{2029}", "\u{0}"..."\u{1F}": return unicodeEscape(scalar)
        default: return nil
        }
    }

    /// `\u003c`: four lower-case hex digits (every scalar escaped here is below U+10000).
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
