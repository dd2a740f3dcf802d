import Foundation

/// The order of names by their sort key (case and accents folded), then by the exact name, as `String` compares
/// them: what a taxonomy's terms are listed in.
///
/// Written out rather than sorted with `String`'s `<`: sorting the 64,000 people of a 50k catalog that way took 308 M
/// instructions (Callgrind), most of them retaining, releasing and comparing `String`s. Two ASCII strings are compared
/// here as bytes, first by their first eight as one number, which is exactly how `String` orders them; any pair with
/// another character is compared as `String`s, so every answer, and with them the order, is the one `String` gives.
struct AlphabeticalOrder {
    /// The text of every key and then every name, one after another.
    private var bytes: [UInt8] = []
    /// Where each string starts in `bytes`, the keys' first, then the names'; and where the last one ends.
    private var starts: [Int] = [0]
    private var isASCII: [Bool] = []
    /// Each key's first eight bytes, the first the most significant, zeros past its end.
    private var prefixes: [UInt64] = []
    private let strings: [String]
    private let count: Int

    private init(names: [String]) {
        count = names.count
        strings = names.map(\.sortKey) + names
        bytes.reserveCapacity(strings.reduce(0) { $0 + $1.utf8.count })
        starts.reserveCapacity(strings.count + 1)
        isASCII.reserveCapacity(strings.count)
        prefixes.reserveCapacity(count)
        for string in strings {
            bytes.append(contentsOf: string.utf8)
            starts.append(bytes.count)
        }
        bytes.withUnsafeBufferPointer { bytes in
            for index in strings.indices {
                let text = UnsafeBufferPointer(rebasing: bytes[starts[index]..<starts[index + 1]])
                var (bits, prefix) = (UInt8(0), UInt64(0))
                for byte in text { bits |= byte }
                for place in 0..<min(8, text.count) { prefix |= UInt64(text[place]) << (56 - 8 * place) }
                isASCII.append(bits < 0x80)
                if index < count { prefixes.append(prefix) }
            }
        }
    }

    /// The places of `names` in their alphabetical order.
    static func sorted(_ names: [String]) -> [Int] {
        let order = AlphabeticalOrder(names: names)
        return order.bytes.withUnsafeBufferPointer { bytes in
            order.prefixes.withUnsafeBufferPointer { prefixes in
                order.isASCII.withUnsafeBufferPointer { isASCII in
                    names.indices.sorted { a, b in
                        if isASCII[a], isASCII[b], prefixes[a] != prefixes[b] { return prefixes[a] < prefixes[b] }
                        return order.precedes(a, b, in: bytes)
                    }
                }
            }
        }
    }

    /// Whether name `a` comes before name `b`: by key, and between equal keys by the name.
    private func precedes(_ a: Int, _ b: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let byKey = compare(a, b, in: bytes)
        return byKey != 0 ? byKey < 0 : compare(count + a, count + b, in: bytes) < 0
    }

    /// Below, at or above zero as string `a` is before, equal to or after string `b`.
    private func compare(_ a: Int, _ b: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard isASCII[a], isASCII[b] else { return strings[a] == strings[b] ? 0 : strings[a] < strings[b] ? -1 : 1 }
        let (left, right) = (starts[a]..<starts[a + 1], starts[b]..<starts[b + 1])
        let shared = min(left.count, right.count)
        if shared > 0, let base = bytes.baseAddress {
            let order = memcmp(base + left.lowerBound, base + right.lowerBound, shared)
            if order != 0 { return Int(order) }
        }
        return left.count - right.count
    }
}
