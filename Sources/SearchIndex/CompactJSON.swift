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

    /// `text` as a JSON string (see `JSONString`).
    mutating func string(_ text: String) {
        JSONString.append(text, to: &bytes)
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
}
