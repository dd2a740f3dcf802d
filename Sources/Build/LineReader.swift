// Reading the plan's lines (see `PersistedPlan`): over the file's bytes, without a string a line.
import Foundation

/// The lines of a buffer, without their line breaks; a line cut short at the end is not one.
struct LineReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int

    var isAtEnd: Bool { position >= bytes.count }

    mutating func next() -> Range<Int>? {
        guard let end = bytes.firstIndex(of: 0x0A, from: position) else { return nil }
        defer { position = end + 1 }
        return position..<end
    }

    /// Whether the next line starts with `prefix`; reads nothing.
    func startsLine(with prefix: String) -> Bool {
        let prefix = Array(prefix.utf8)
        return bytes.count - position >= prefix.count && bytes[position..<(position + prefix.count)].elementsEqual(prefix)
    }

    /// The rest of the next line after `name` and a tab, when the line starts so.
    mutating func value(named name: String) -> String? {
        guard let line = next() else { return nil }
        let prefix = Array((name + "\t").utf8)
        guard line.count >= prefix.count, bytes[line.lowerBound..<(line.lowerBound + prefix.count)].elementsEqual(prefix) else {
            return nil
        }
        return bytes.string(in: (line.lowerBound + prefix.count)..<line.upperBound)
    }

    /// The count on the next line, `name TAB count`: a section's first line.
    mutating func count(named name: String) -> Int? {
        value(named: name).flatMap(Int.init)
    }

    /// The next `count` lines, each as a string; nil when the buffer ends before them.
    mutating func strings(_ count: Int) -> [String]? {
        var strings: [String] = []
        strings.reserveCapacity(count)
        for _ in 0..<count {
            guard let line = next() else { return nil }
            strings.append(bytes.string(in: line))
        }
        return strings
    }
}

/// The fields of one line, split at `separator`.
struct FieldReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int
    let end: Int
    var separator: UInt8 = 0x09

    var isAtEnd: Bool { position >= end }

    /// The next field, up to its separator or the end of the line. The separator is found with `memchr`: found byte by
    /// byte, reading a 50k site's plan took an edit 440 M instructions rather than 391 M (Callgrind).
    mutating func next() -> Range<Int>? {
        guard position <= end else { return nil }
        let stop = bytes.firstIndex(of: separator, in: position..<end) ?? end
        defer { position = stop + 1 }
        return position..<stop
    }

    /// The next field as a decimal number, read with wrapping arithmetic (a negative number is
    /// written as its unsigned bit pattern); nil when it is empty or holds anything but digits. Eight digits are read at
    /// once in a word: one by one, with each field's end found byte by byte, reading a 50k site's 65,000 stamps took 74 M
    /// instructions rather than 50 M (Callgrind).
    mutating func wrappingDecimal() -> Int64? {
        guard let field = next(), !field.isEmpty, let base = UnsafeRawPointer(bytes.baseAddress) else { return nil }
        var value: UInt64 = 0
        var index = field.lowerBound
        while field.upperBound - index >= 8 {
            guard let eight = Self.eightDigits(base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) else { return nil }
            value = value &* 100_000_000 &+ eight
            index += 8
        }
        for index in index..<field.upperBound {
            let digit = bytes[index] &- 0x30
            guard digit < 10 else { return nil }
            value = value &* 10 &+ UInt64(digit)
        }
        return Int64(bitPattern: value)
    }

    /// The number that eight ASCII digits spell, the first in the word's lowest byte; nil when one is not a digit.
    /// Subtracting '0' leaves each digit's value, or sets a high bit (directly, or once 0x76 is added) in a byte that is
    /// not one; the values are then joined in pairs, fours and eights by multiplying the word.
    private static func eightDigits(_ word: UInt64) -> UInt64? {
        let values = word &- 0x3030_3030_3030_3030
        guard (values | (values &+ 0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080 == 0 else { return nil }
        let pairs = (values &* 2561) >> 8
        let fours = ((pairs & 0x00FF_00FF_00FF_00FF) &* 6_553_601) >> 16
        return ((fours & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) >> 32
    }

    /// Appends to `numbers` the decimal numbers, separated by commas, of `bytes` in `field`; false when one is not
    /// a number, or not below `bound`. Appended to one array, so that a plan's hundred thousand lists make no array each.
    static func appendNumbers(
        of bytes: UnsafeBufferPointer<UInt8>, in field: Range<Int>, to numbers: inout [UInt32], below bound: UInt32 = .max
    ) -> Bool {
        // One pass over the bytes rather than a field's end found and then its digits read: a 50k edit reads 2.4
        // million sources, at 78 instructions each before (Callgrind).
        guard !field.isEmpty else { return true }
        var (value, digits): (UInt32, Int) = (0, 0)
        for index in field {
            let byte = bytes[index]
            if byte == 0x2C {
                guard digits > 0, value < bound else { return false }
                numbers.append(value)
                (value, digits) = (0, 0)
                continue
            }
            let digit = byte &- 0x30
            guard digit < 10, digits < 9 else { return false }
            (value, digits) = (value &* 10 &+ UInt32(digit), digits + 1)
        }
        guard digits > 0, value < bound else { return false }
        numbers.append(value)
        return true
    }

    /// The next field as a decimal number.
    mutating func number() -> Int? {
        guard let field = next(), !field.isEmpty, field.count < 10 else { return nil }
        var value = 0
        for index in field {
            let digit = bytes[index] &- 0x30
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }
}
