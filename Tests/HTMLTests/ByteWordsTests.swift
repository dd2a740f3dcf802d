import Testing

@testable import HTML

struct ByteWordsTests {
    /// Every byte at every place of a word, among bytes of every other value: each test marks the word exactly when one
    /// of its bytes passes, and its first mark is the first byte that does.
    @Test func eachTestMarksExactlyAndFirstTheFirstByteThatPasses() {
        let tests: [(name: String, marks: (UInt64) -> UInt64, passes: (UInt8) -> Bool)] = [
            ("equal to &", { ByteWords.bytes($0, equalTo: 0x26) }, { $0 == 0x26 }),
            ("equal to 0xC2", { ByteWords.bytes($0, equalTo: 0xC2) }, { $0 == 0xC2 }),
            ("< or >", { ByteWords.bytes($0, equalTo: 0x3E, ignoringBit: 1) }, { $0 == 0x3C || $0 == 0x3E }),
            ("\" or &", { ByteWords.bytes($0, equalTo: 0x26, ignoringBit: 2) }, { $0 == 0x22 || $0 == 0x26 }),
            ("below 0x21", { ByteWords.bytes($0, below: 0x21) }, { $0 < 0x21 }),
            ("below 0x80", { ByteWords.bytes($0, below: 0x80) }, { $0 < 0x80 }),
            ("non-ASCII", ByteWords.nonASCIIBytes, { $0 >= 0x80 }),
        ]
        for test in tests {
            for filler in UInt8.min...UInt8.max where !test.passes(filler) {
                for byte in UInt8.min...UInt8.max {
                    for place in 0..<8 {
                        var bytes = [UInt8](repeating: filler, count: 8)
                        bytes[place] = byte
                        // A byte before it that is one less, and one after that is one more: what a borrow would touch.
                        if place > 0, !test.passes(byte &- 1) { bytes[place - 1] = byte &- 1 }
                        if place < 7, !test.passes(byte &+ 1) { bytes[place + 1] = byte &+ 1 }
                        let marks = bytes.withUnsafeBufferPointer { test.marks(ByteWords.word($0, at: 0)) }
                        let first = bytes.firstIndex(where: test.passes)
                        guard (marks != 0) == (first != nil), first.map({ ByteWords.firstMarked(marks) == $0 }) ?? true else {
                            Issue.record("\(test.name): \(bytes) marked \(String(marks, radix: 16))")
                            return
                        }
                    }
                }
            }
        }
    }

    /// The first of either byte, from every start, in buffers of every length up to past two words.
    @Test func firstIndexFindsTheFirstOfEitherByte() {
        var random = XorShift(seed: 0x9E37_79B9_7F4A_7C15)
        let alphabet: [UInt8] = [0x20, 0x2C, 0x2B, 0x2D, 0x21, 0x0C, 0x61, 0xA0, 0xAC]
        for length in 0..<24 {
            for _ in 0..<200 {
                let bytes = (0..<length).map { _ in random.next(3) == 0 ? alphabet[random.next(alphabet.count)] : 0x61 }
                for start in 0...length {
                    let found = bytes.withUnsafeBufferPointer { ByteWords.firstIndex(of: 0x20, or: 0x2C, in: $0, from: start) }
                    let expected = bytes[start...].firstIndex { $0 == 0x20 || $0 == 0x2C }
                    #expect(found == expected, "\(bytes) from \(start)")
                }
            }
        }
    }
}
