/// Reads a shard file back into its terms and their lists, as `SearchIndexBuilder` wrote it:
/// `{"term":[[title deltas],[other deltas]],…}`. Its own reader rather than the JSON target's tree: a 50k
/// catalog's shards hold millions of numbers, which a tree would make into a value (and a string) each, and
/// an update reads every shard. A term is a run of letters, digits and marks, which the writer never escapes,
/// so a backslash means the file is not one this writer made: nil, and the index is built again.
enum ShardReader {
    static func terms(_ bytes: [UInt8]) -> [(key: String, value: Postings.Lists)]? {
        var reader = Reader(bytes: bytes)
        guard reader.take(UInt8(ascii: "{")) else { return nil }
        var terms: [(key: String, value: Postings.Lists)] = []
        if reader.take(UInt8(ascii: "}")) { return reader.isAtEnd ? terms : nil }
        repeat {
            guard let term = reader.string(), reader.take(UInt8(ascii: ":")), reader.take(UInt8(ascii: "[")),
                let title = reader.deltas(), reader.take(UInt8(ascii: ",")), let other = reader.deltas(),
                reader.take(UInt8(ascii: "]"))
            else { return nil }
            terms.append((term, Postings.Lists(title: title, other: other)))
        } while reader.take(UInt8(ascii: ","))
        guard reader.take(UInt8(ascii: "}")), reader.isAtEnd else { return nil }
        return terms
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        var isAtEnd: Bool { position == bytes.count }

        mutating func take(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// A string without escapes.
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = position
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                if bytes[position] == UInt8(ascii: "\\") { return nil }
                position += 1
            }
            guard position < bytes.count else { return nil }
            defer { position += 1 }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// `[a,b,…]` of differences, back to the sorted numbers they were made from.
        mutating func deltas() -> [Int]? {
            guard take(UInt8(ascii: "[")) else { return nil }
            var numbers: [Int] = []
            if take(UInt8(ascii: "]")) { return numbers }
            var previous = 0
            repeat {
                guard let delta = number() else { return nil }
                previous += delta
                numbers.append(previous)
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]")) ? numbers : nil
        }

        private mutating func number() -> Int? {
            let start = position
            var value = 0
            while position < bytes.count, case let digit = bytes[position] &- 0x30, digit < 10, position - start < 12 {
                value = value * 10 + Int(digit)
                position += 1
            }
            return position > start ? value : nil
        }
    }
}
