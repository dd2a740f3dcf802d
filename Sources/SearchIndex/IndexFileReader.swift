/// Reads back the few JSON forms the index's own files use, as `CompactJSON` wrote them, for an update
/// (`SearchIndexUpdate`). Its own reader rather than the JSON target's tree: a 50k catalog's shards hold
/// millions of numbers, which a tree would make into a value (and a string) each, and an update reads every
/// shard. The strings it reads (terms, file names, kind labels) are never escaped by the writer, so a
/// backslash means a file this writer did not make: nil, and the index is built again.
struct IndexFileReader {
    let bytes: [UInt8]
    var position: Int

    var isAtEnd: Bool { position == bytes.count }

    /// A shard's terms and their lists: `{"term":[[title deltas],[other deltas]],…}`.
    static func shard(_ bytes: [UInt8]) -> [(key: String, value: Postings.Lists)]? {
        var reader = IndexFileReader(bytes: bytes, position: 0)
        guard reader.take("{") else { return nil }
        var terms: [(key: String, value: Postings.Lists)] = []
        if reader.take("}") { return reader.isAtEnd ? terms : nil }
        repeat {
            guard let term = reader.string(), reader.take(":["), let title = reader.deltas(), reader.take(","),
                let other = reader.deltas(), reader.take("]")
            else { return nil }
            terms.append((term, Postings.Lists(title: title, other: other)))
        } while reader.take(",")
        return reader.take("}") && reader.isAtEnd ? terms : nil
    }

    /// Steps over `text` when it comes next. A static string: its bytes are compared where they are, with no
    /// array made for each of the millions of commas a shard holds. Compared byte by byte by index: `elementsEqual` on a
    /// slice of `bytes` was 305 M instructions, an eighth of a 50k add's plan (Callgrind).
    mutating func take(_ text: StaticString) -> Bool {
        let matched = text.withUTF8Buffer { expected in
            guard bytes.count - position >= expected.count else { return false }
            for offset in 0..<expected.count where bytes[position + offset] != expected[offset] { return false }
            return true
        }
        if matched { position += text.utf8CodeUnitCount }
        return matched
    }

    mutating func number() -> Int? {
        let start = position
        var value = 0
        while position < bytes.count, case let digit = bytes[position] &- 0x30, digit < 10, position - start < 12 {
            value = value * 10 + Int(digit)
            position += 1
        }
        return position > start ? value : nil
    }

    /// A string without escapes.
    mutating func string() -> String? {
        guard take("\"") else { return nil }
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            if bytes[position] == UInt8(ascii: "\\") { return nil }
            position += 1
        }
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// A string as `CompactJSON.string` writes it, its escapes undone; nil for an escape it never writes (a surrogate,
    /// a `\/`).
    mutating func text() -> String? {
        guard take("\"") else { return nil }
        var scalars = String.UnicodeScalarView()
        var start = position
        func flush() { scalars.append(contentsOf: String(decoding: bytes[start..<position], as: UTF8.self).unicodeScalars) }
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            guard bytes[position] == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            flush()
            guard position + 1 < bytes.count else { return nil }
            let escaped: Unicode.Scalar?
            switch bytes[position + 1] {
            case UInt8(ascii: "\""): escaped = "\""
            case UInt8(ascii: "\\"): escaped = "\\"
            case UInt8(ascii: "n"): escaped = "\n"
            case UInt8(ascii: "r"): escaped = "\r"
            case UInt8(ascii: "t"): escaped = "\t"
            case UInt8(ascii: "u"):
                guard position + 6 <= bytes.count else { return nil }
                escaped = UInt32(String(decoding: bytes[(position + 2)..<(position + 6)], as: UTF8.self), radix: 16).flatMap(
                    Unicode.Scalar.init)
                position += 4
            default: escaped = nil
            }
            guard let escaped else { return nil }
            scalars.append(escaped)
            position += 2
            start = position
        }
        guard position < bytes.count else { return nil }
        flush()
        position += 1
        return String(scalars)
    }

    /// `["a","b",…]`.
    mutating func strings() -> [String]? {
        list { $0.string() }
    }

    /// `[a,b,…]`.
    mutating func numbers() -> [Int]? {
        list { $0.number() }
    }

    /// `[a,b,…]` of differences, back to the sorted numbers they were made from.
    mutating func deltas() -> [Int]? {
        var previous = 0
        return list { reader in
            guard let delta = reader.number() else { return nil }
            previous += delta
            return previous
        }
    }

    /// Where each element of an array is, as written: `[…,…]` split at its own commas, with nested arrays,
    /// strings (escapes included), numbers and `null` stepped over whole. For copying the cards and facet rows
    /// of documents an update leaves as they were.
    mutating func rawElements() -> [Range<Int>]? {
        list { reader in
            let start = reader.position
            return reader.skipValue() ? start..<reader.position : nil
        }
    }

    /// Steps over one value of the forms the index's files hold; false when the bytes are not one.
    private mutating func skipValue() -> Bool {
        guard position < bytes.count else { return false }
        switch bytes[position] {
        case UInt8(ascii: "["): return list { $0.skipValue() ? true : nil } != nil
        case UInt8(ascii: "\""): return skipString()
        case UInt8(ascii: "n"): return take("null")
        default: return number() != nil
        }
    }

    /// Steps over a string, escapes included.
    private mutating func skipString() -> Bool {
        guard take("\"") else { return false }
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                return true
            case UInt8(ascii: "\\"): position += 2
            default: position += 1
            }
        }
        return false
    }

    private mutating func list<T>(_ element: (inout IndexFileReader) -> T?) -> [T]? {
        guard take("[") else { return nil }
        var elements: [T] = []
        if take("]") { return elements }
        repeat {
            guard let next = element(&self) else { return nil }
            elements.append(next)
        } while take(",")
        return take("]") ? elements : nil
    }
}
