extension JSONParser {
    /// Where the plain content of a string from `start` stops (at a quote, a backslash, a control character, or the end
    /// of the input), and whether any of it is a byte from 0x80 up (which then needs validating as UTF-8).
    ///
    /// Eight bytes at a time, read as one word and tested for those three with the classic test for a zero byte, whose
    /// lowest mark is the first byte that stops the run (a false mark can only follow a true one, since only a zero byte
    /// makes the borrow that marks the next): byte by byte, strings were the parse's largest part, 91 M instructions of
    /// a 1k full build (Callgrind, 2026-12-07). The tests are those of HTML's `ByteWords`, written here again because
    /// the parser depends on no other target.
    func plainRun(from start: Int) -> (end: Int, hasNonASCII: Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs = ones &* 0x80
            var (index, seen) = (start, UInt64(0))
            while index &+ 8 <= buffer.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self))
                let quote = word ^ (ones &* 0x22)
                let backslash = word ^ (ones &* 0x5C)
                let stops = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash | (word &- ones &* 0x20) & ~word) & highs
                guard stops == 0 else {
                    let before = stops.trailingZeroBitCount / 8
                    seen |= word & ((1 << UInt64(8 * before)) &- 1)
                    return (index &+ before, seen & highs != 0)
                }
                seen |= word
                index &+= 8
            }
            while index < buffer.count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                seen |= UInt64(byte)
                index &+= 1
            }
            return (index, seen & highs != 0)
        }
    }
}
