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
        Self.number(in: bytes, at: &position)
    }

    /// At most twelve decimal digits at `position`, which moves past them; nil when there is none. The index's files
    /// hold no other number.
    static func number<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, at position: inout Int) -> Int?
    where Bytes.Index == Int {
        let start = position
        var value = 0
        while position < bytes.endIndex, case let digit = bytes[position] &- 0x30, digit < 10, position - start < 12 {
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
    /// of documents an update leaves as they were. One loop over the bytes: as `list` of values stepped over by a
    /// function that called itself for each nested array, the cards of a one-movie add at 50k items took 160 M
    /// instructions (Callgrind).
    mutating func rawElements() -> [Range<Int>]? {
        let start = position
        let found = bytes.withUnsafeBufferPointer { Self.elements(of: $0, from: start) }
        guard let found else { return nil }
        position = found.end
        return found.elements
    }

    private static func elements(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (elements: [Range<Int>], end: Int)? {
        var at = start
        func take(_ byte: UInt8) -> Bool {
            guard at < bytes.count, bytes[at] == byte else { return false }
            at += 1
            return true
        }
        guard take(UInt8(ascii: "[")) else { return nil }
        var elements: [Range<Int>] = []
        if take(UInt8(ascii: "]")) { return (elements, at) }
        // How deep within the element the next value is, and where the element starts.
        var (depth, elementStart) = (0, at)
        while true {
            // A value, up to its end; an array's opening bracket only, its values following.
            guard at < bytes.count else { return nil }
            switch bytes[at] {
            case UInt8(ascii: "["):
                at += 1
                guard take(UInt8(ascii: "]")) else {
                    depth += 1
                    continue
                }
            case UInt8(ascii: "\""):
                at += 1
                while at < bytes.count, bytes[at] != UInt8(ascii: "\"") { at += bytes[at] == UInt8(ascii: "\\") ? 2 : 1 }
                guard take(UInt8(ascii: "\"")) else { return nil }
            case UInt8(ascii: "n"):
                guard take(UInt8(ascii: "n")), take(UInt8(ascii: "u")), take(UInt8(ascii: "l")), take(UInt8(ascii: "l")) else {
                    return nil
                }
            default:
                guard number(in: bytes, at: &at) != nil else { return nil }
            }
            // After a value: the arrays it ends close, then a comma goes on to the next value.
            while depth > 0, take(UInt8(ascii: "]")) { depth -= 1 }
            if depth == 0 {
                elements.append(elementStart..<at)
                if take(UInt8(ascii: "]")) { return (elements, at) }
            }
            guard take(UInt8(ascii: ",")) else { return nil }
            if depth == 0 { elementStart = at }
        }
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
