import Support

/// A JSON writer for the index files: no spaces, members in the order written, so that the same index
/// always gives the same bytes (and so the same hashed file names).
struct CompactJSON {
    private(set) var bytes: [UInt8] = []

    /// How many bytes are written.
    var count: Int { bytes.count }

    /// Takes back what was written after the first `count` bytes.
    mutating func truncate(to count: Int) {
        bytes.removeSubrange(count...)
    }

    mutating func raw(_ text: String) {
        // From the string's storage: appended through its `UTF8View`, the punctuation and numbers of a 1k catalog's
        // shards took 20 M instructions (Callgrind, 2026-11-28).
        text.withUTF8Bytes { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        // Nearly every title, address and term needs no escape: its bytes are copied as they are, rather than a
        // string made for each of its characters (a tenth of a 50k site's search index).
        let isPlain = text.withUTF8Bytes { utf8 in
            guard !utf8.contains(where: Self.mayNeedEscape) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if isPlain {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": raw("\\\"")
            case "\\": raw("\\\\")
            case "\n": raw("\\n")
            case "\r": raw("\\r")
            case "\t": raw("\\t")
            // The files are fetched, never inlined in a page; these are escaped anyway, so that nothing a title
            // holds can end a script element or a line of JavaScript if one ever is.
            case "<", ">", "&", "\u{2028}", "\u{2029}": raw("\\u" + hex4(scalar.value))
            default:
                if scalar.value < 0x20 { raw("\\u" + hex4(scalar.value)) } else { bytes.append(contentsOf: String(scalar).utf8) }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether a byte of UTF-8 may be, or begin, a character that `string` escapes: a control character, `"`, `\`,
    /// `<`, `>`, `&`, or 0xE2, the first byte of U+2028 and U+2029 (and of other characters, which are then
    /// written by the character).
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C || byte == 0x3E || byte == 0x26 || byte == 0xE2
    }

    /// Bytes already written as JSON by another `CompactJSON`.
    mutating func raw(bytes json: some Sequence<UInt8>) {
        bytes.append(contentsOf: json)
    }

    /// The number's decimal digits, written straight into the bytes (a shard is mostly numbers).
    mutating func number(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        bytes.appendDecimal(UInt64(value.magnitude))
    }

    mutating func optionalString(_ text: String?) {
        if let text { string(text) } else { raw("null") }
    }

    /// `[a,b,c]` with each element written by `element`.
    mutating func array<C: Collection>(_ elements: C, _ element: (inout CompactJSON, C.Element) -> Void) {
        raw("[")
        var first = true
        for value in elements {
            if !first { raw(",") }
            first = false
            element(&self, value)
        }
        raw("]")
    }

    /// A sorted list of numbers as the differences between neighbours (`[3,5,9]` → `[3,2,4]`): smaller
    /// numbers, and more alike, for the compression the web server applies.
    mutating func deltas(_ sorted: [Int]) {
        bytes.append(UInt8(ascii: "["))
        var previous = 0
        for (index, value) in sorted.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            number(value - previous)
            previous = value
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
