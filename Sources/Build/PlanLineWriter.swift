import Support

/// Writing the plan's lines (see `PersistedPlan`): appended as bytes, not made into strings, since a large
/// site's plan has a hundred thousand lines.
struct PlanLineWriter {
    var out: [UInt8]

    /// Appends `text` and `separator`; false when the text holds a tab or a line break, which would break its line.
    mutating func field(_ text: String, then separator: UInt8) -> Bool {
        let isPlain = text.withUTF8Bytes { bytes in
            out.append(contentsOf: bytes)
            return !bytes.contains(0x09) && !bytes.contains(0x0A)
        }
        out.append(separator)
        return isPlain
    }

    /// Appends the decimal digits of `value` (not negative).
    mutating func number(_ value: Int) {
        out.appendDecimal(UInt64(max(0, value)))
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
