// Reading the plan's lines (see `PersistedPlan`): over the file's bytes, without a string a line.

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

    /// The next field, up to its separator or the end of the line.
    mutating func next() -> Range<Int>? {
        guard position <= end else { return nil }
        var stop = position
        while stop < end, bytes[stop] != separator { stop += 1 }
        defer { position = stop + 1 }
        return position..<stop
    }

    /// Appends to `numbers` the decimal numbers, separated by commas, of `bytes` in `field`; false when one is not
    /// a number. Appended to one array, so that a plan's hundred thousand lists make no array each.
    static func appendNumbers(of bytes: UnsafeBufferPointer<UInt8>, in field: Range<Int>, to numbers: inout [UInt32]) -> Bool {
        // One pass over the bytes rather than a field's end found and then its digits read: a 50k edit reads 2.4
        // million sources, at 78 instructions each before (Callgrind).
        guard !field.isEmpty else { return true }
        var (value, digits): (UInt32, Int) = (0, 0)
        for index in field {
            let byte = bytes[index]
            if byte == 0x2C {
                guard digits > 0 else { return false }
                numbers.append(value)
                (value, digits) = (0, 0)
                continue
            }
            let digit = byte &- 0x30
            guard digit < 10, digits < 9 else { return false }
            (value, digits) = (value &* 10 &+ UInt32(digit), digits + 1)
        }
        guard digits > 0 else { return false }
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
