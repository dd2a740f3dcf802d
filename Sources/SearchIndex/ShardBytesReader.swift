/// Steps through a shard's bytes as `SearchIndexBuilder.shardBytes` writes them (`{"term":[[deltas],[deltas]],…}`)
/// for `ShardRenumbering`, without making a string of a term or an array of a list it copies as it was.
struct ShardBytesReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }

    /// A term where it is written.
    struct Term {
        /// Its bytes, quotes included.
        let written: Range<Int>
        let isASCII: Bool

        /// Where this term sorts against `term` in `String`'s order, the order a shard's terms are written in.
        func order(comparedWith term: String, in bytes: UnsafeBufferPointer<UInt8>) -> Order {
            let inner = UnsafeBufferPointer(rebasing: bytes[(written.lowerBound + 1)..<(written.upperBound - 1)])
            var term = term
            return term.withUTF8 { other in
                // Two ASCII strings compare as their bytes; any other pair as strings, whose order is by canonical
                // equivalence (a term written precomposed equals one that is not).
                if isASCII && other.allSatisfy({ $0 < 0x80 }) { return Self.order(inner, other) }
                let text = String(decoding: inner, as: UTF8.self)
                let candidate = String(decoding: other, as: UTF8.self)
                return text == candidate ? .same : text < candidate ? .before : .after
            }
        }

        private static func order(_ bytes: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Order {
            for (byte, otherByte) in zip(bytes, other) where byte != otherByte { return byte < otherByte ? .before : .after }
            return bytes.count == other.count ? .same : bytes.count < other.count ? .before : .after
        }
    }

    /// Where a shard's term sorts against another.
    enum Order {
        case before, same, after
    }

    /// Steps over `byte` when it comes next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// A term: a string without escapes, which the writer never puts in a term.
    mutating func term() -> Term? {
        let start = position
        guard take(UInt8(ascii: "\"")) else { return nil }
        var isASCII = true
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            if bytes[position] == UInt8(ascii: "\\") { return nil }
            if bytes[position] >= 0x80 { isASCII = false }
            position += 1
        }
        guard take(UInt8(ascii: "\"")) else { return nil }
        return Term(written: start..<position, isASCII: isASCII)
    }

    /// A list of differences, `[a,b,…]`, read back into the sorted numbers it was made from; the range of its bytes.
    mutating func deltas(into numbers: inout [Int]) -> Range<Int>? {
        numbers.removeAll(keepingCapacity: true)
        let start = position
        guard take(UInt8(ascii: "[")) else { return nil }
        if take(UInt8(ascii: "]")) { return start..<position }
        var previous = 0
        repeat {
            guard let delta = number() else { return nil }
            previous += delta
            numbers.append(previous)
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? start..<position : nil
    }

    /// Where `stepOverDeltas` stopped.
    enum DeltaStep {
        /// After the list's closing bracket: every number was below the limit.
        case ended
        /// Before the first number that is not below the limit, after `passed` numbers that were.
        case reached(passed: Int)
    }

    /// Steps over a list's differences from here (the start of one of its numbers), adding each to `sum` while the
    /// sum stays below `limit`; nil when the bytes are not differences of at most twelve digits up to `]`. One loop
    /// over the bytes, as an update reads every shard: through `number` and `take`, the lists' 6.5 MB at 50k items
    /// took 152 M instructions, in this loop 106 M (Callgrind).
    mutating func stepOverDeltas(adding sum: inout Int, below limit: Int) -> DeltaStep? {
        var (at, passed) = (position, 0)
        while true {
            let numberStart = at
            guard let value = IndexFileReader.number(in: bytes, at: &at), at < bytes.count else { return nil }
            guard sum + value < limit else {
                position = numberStart
                return .reached(passed: passed)
            }
            (sum, passed) = (sum + value, passed + 1)
            at += 1
            switch bytes[at - 1] {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "]"):
                position = at
                return .ended
            default: return nil
            }
        }
    }

    /// At most twelve digits, as `IndexFileReader.number` reads them.
    mutating func number() -> Int? {
        IndexFileReader.number(in: bytes, at: &position)
    }
}
