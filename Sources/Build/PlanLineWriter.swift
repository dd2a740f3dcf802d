/// Writing the plan's lines (see `PersistedPlan`): appended as bytes, not made into strings, since a large
/// site's plan has a hundred thousand lines.
struct PlanLineWriter {
    var out: [UInt8]

    /// Appends `text` and `separator`; false when the text holds a tab or a line break, which would break its line.
    mutating func field(_ text: String, then separator: UInt8) -> Bool {
        var text = text
        let isPlain = text.withUTF8 { bytes in
            out.append(contentsOf: bytes)
            return !bytes.contains(0x09) && !bytes.contains(0x0A)
        }
        out.append(separator)
        return isPlain
    }

    /// Appends the decimal digits of `value` (not negative, below ten billion).
    mutating func number(_ value: Int) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var (rest, count) = (value, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(0x30 + rest % 10)
                (rest, count) = (rest / 10, count + 1)
            } while rest > 0 && count < 10
            for index in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[index]) }
        }
    }

    /// Appends `values` separated by commas.
    mutating func numbers(_ values: some Sequence<UInt32>) {
        for (index, value) in values.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            number(Int(value))
        }
    }

    /// Appends a section's first line: its name, a tab and its count.
    mutating func section(_ name: String, count: Int) {
        _ = field(name, then: 0x09)
        number(count)
        out.append(0x0A)
    }
}
