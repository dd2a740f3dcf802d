import Foundation
import Support

extension UnsafeBufferPointer<UInt8> {
    /// The index of the first `byte` at or after `start`, or nil. `memchr` scans a word or more at a time,
    /// which counts when the manifest and the stamps file, a hundred thousand lines each, are split into lines.
    func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        start < count ? firstIndex(of: byte, in: start..<count) : nil
    }

    /// The index of the first `byte` in `range`, or nil; `memchr` as above.
    func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        guard !range.isEmpty, let base = baseAddress, let found = memchr(base + range.lowerBound, Int32(byte), range.count) else {
            return nil
        }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The index of the first occurrence of `needle` (not empty) in `range`, or nil. Glibc's `memmem` is not declared
    /// to Swift; this compares sixteen places at a time by the needle's first and last bytes (the bytes of a plan's
    /// sources are mostly digits, so a scan for the first byte alone stopped every few bytes), then each candidate whole.
    func firstOffset(of needle: [UInt8], in range: Range<Int>) -> Int? {
        guard let first = needle.first, let last = needle.last, let base = UnsafeRawPointer(baseAddress) else { return nil }
        let span = needle.count - 1
        let (firsts, lasts) = (SIMD16<UInt8>(repeating: first), SIMD16<UInt8>(repeating: last))
        var index = range.lowerBound
        while index + 16 + span <= range.upperBound {
            let candidates =
                (base.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self) .== firsts)
                .& (base.loadUnaligned(fromByteOffset: index + span, as: SIMD16<UInt8>.self) .== lasts)
            if any(candidates) {
                for lane in 0..<16 where candidates[lane] && matches(needle, at: index + lane) { return index + lane }
            }
            index += 16
        }
        while index + span < range.upperBound {
            if matches(needle, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// Whether `needle` is at `index`, which leaves room for it.
    private func matches(_ needle: [UInt8], at index: Int) -> Bool {
        needle.withUnsafeBufferPointer { bytes(in: index..<(index + needle.count), equal: $0) }
    }

    /// The bytes in `range` as a string (repairing invalid UTF-8), copied straight from the buffer.
    func string(in range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: self[range]), as: UTF8.self)
    }

    /// The digest whose hex the bytes in `range` are; nil when they are not 32 lowercase hex digits.
    func digest(in range: Range<Int>) -> ContentHash.Digest? {
        ContentHash.Digest(hex: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: self[range])))
    }

    /// Whether the bytes in `range` are exactly `text`'s UTF-8.
    func bytes(in range: Range<Int>, equal text: String) -> Bool {
        return text.withUTF8Bytes { bytes(in: range, equal: $0) }
    }

    /// Whether the bytes in `range` are exactly `other`'s, compared with `memcmp`.
    func bytes(in range: Range<Int>, equal other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard other.count == range.count else { return false }
        // Both empty when either has no address.
        guard let base = baseAddress, let otherBase = other.baseAddress else { return true }
        return memcmp(base + range.lowerBound, otherBase, range.count) == 0
    }

    /// Whether a byte of the buffer is one `test` finds, eight at a time: `word` gives a word whose byte has its high
    /// bit set where that byte is one (it may set others' too when it finds one). A buffer of eight bytes or more ends
    /// with the word of its last eight, which overlaps the one before rather than going byte by byte: the paths
    /// tested are a few dozen bytes long, and their ends cost as much as the rest.
    func anyWord(orByte test: (UInt8) -> Bool, word found: (UInt64) -> UInt64) -> Bool {
        let highs: UInt64 = 0x8080_8080_8080_8080
        guard count >= 8, let base = UnsafeRawPointer(baseAddress) else { return contains(where: test) }
        var index = 0
        while index + 8 <= count {
            if found(base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) & highs != 0 { return true }
            index += 8
        }
        return index < count && found(base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) & highs != 0
    }
}
