/// Tests of eight bytes at once, read as one 64-bit word: the classic ones for a zero byte or a byte below a bound
/// (Hacker's Delight, 6-1). Each is exact for the word as a whole, nonzero exactly when some byte passes, and its lowest
/// set bit marks the first byte that does: a false mark can only follow a true one, since only a byte that passes makes
/// the borrow that marks the byte after it. The escaping and the URL checks skip whole words with them where byte by
/// byte they took 5 to 14 instructions a byte (see `HTMLEscaping`, `URLPolicy`, `SrcsetPolicy`).
enum ByteWords {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes from `index`, the first the lowest; the caller makes sure there are eight.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
    }

    /// The high bit of each zero byte of `value` set (and perhaps of bytes after one).
    @inline(__always)
    static func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }

    /// Marks the bytes of `word` equal to `byte`.
    @inline(__always)
    static func bytes(_ word: UInt64, equalTo byte: UInt8) -> UInt64 { zeroBytes(word ^ (ones &* UInt64(byte))) }

    /// Marks the bytes of `word` equal to `byte` or to `byte` with bit `bit` cleared, as `bit` must be set in `byte`:
    /// `<` and `>` are 0x3C and 0x3E, the bytes that are 0x3E with bit 1 set.
    @inline(__always)
    static func bytes(_ word: UInt64, equalTo byte: UInt8, ignoringBit bit: UInt8) -> UInt64 {
        zeroBytes((word | ones &* UInt64(1 << bit)) ^ (ones &* UInt64(byte)))
    }

    /// Marks the bytes of `word` below `bound`, which is at most 0x80.
    @inline(__always)
    static func bytes(_ word: UInt64, below bound: UInt8) -> UInt64 { (word &- ones &* UInt64(bound)) & ~word & highs }

    /// Marks the bytes of `word` from 0x80 up.
    @inline(__always)
    static func nonASCIIBytes(_ word: UInt64) -> UInt64 { word & highs }

    /// Where the first marked byte of a word is, counted from its first.
    @inline(__always)
    static func firstMarked(_ marks: UInt64) -> Int { marks.trailingZeroBitCount / 8 }

    /// The index of the first `byte` at or after `start`, or nil.
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        firstIndex(of: byte, or: byte, in: bytes, from: start)
    }

    /// The index of the first `first` or `second` at or after `start`, or nil.
    static func firstIndex(
        of first: UInt8, or second: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int? {
        var index = start
        while index &+ 8 <= bytes.endIndex {
            let word = word(bytes, at: index)
            let marks = Self.bytes(word, equalTo: first) | Self.bytes(word, equalTo: second)
            if marks != 0 { return index &+ firstMarked(marks) }
            index &+= 8
        }
        while index < bytes.endIndex {
            if bytes[index] == first || bytes[index] == second { return index }
            index &+= 1
        }
        return nil
    }
}
