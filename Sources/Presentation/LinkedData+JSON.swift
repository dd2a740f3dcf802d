import Support

/// The JSON text of a value: compact (no spaces or line breaks), members in the order built.
extension LinkedData {
    /// The value as JSON text. Besides what JSON requires (`"`, `\` and control characters), `<`, `>`,
    /// `&`, U+2028 and U+2029 are written as `\u` escapes: the text goes into a `<script>` element, whose
    /// body HTML never unescapes, and without a `<` no title can write `</script>` there. (The template
    /// engine's `data-json` binding escapes the same characters again, so the guarantee does not depend on
    /// this writer; here it makes the text safe wherever else it is put.)
    public var jsonText: String {
        var out: [UInt8] = []
        out.reserveCapacity(512)
        write(into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private func write(into out: inout [UInt8]) {
        switch self {
        case .string(let s):
            JSONString.append(s, to: &out)
        case .int(let n):
            out += String(n).utf8
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                item.write(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONString.append(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                member.value.write(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }
}
