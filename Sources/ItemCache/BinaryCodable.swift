import Model
import Support

/// A model value that the build's cache of decoded items can store and restore exactly.
protocol BinaryCodable {
    func encode(to writer: inout BinaryWriter)
    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed)
}

extension PartialDate: BinaryCodable {
    func encode(to writer: inout BinaryWriter) {
        writer.write(year)
        writer.write(month)
        writer.write(day)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        guard let date = PartialDate(year: try reader.int(), month: try reader.optionalInt(), day: try reader.optionalInt()) else {
            throw BinaryReader.Malformed()
        }
        self = date
    }
}

extension OwnerNotes: BinaryCodable {
    func encode(to writer: inout BinaryWriter) {
        writer.write(rating)
        writer.write(tags)
        writer.write(draft)
        // Sorted, so the same notes always give the same bytes.
        writer.write(dates.keys.sorted()) { writer, key in
            writer.write(key)
            dates[key]?.encode(to: &writer)
        }
        writer.write(body)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let rating = try reader.optionalInt()
        let tags = try reader.strings()
        let draft = try reader.bool()
        // Put in the table as they are read, the first of a key kept: read into an array and made a table with
        // `uniquingKeysWith`, the notes of a 50k site's 15,000 books took 39.3 M instructions of an edit, now 34.8 M
        // (Callgrind).
        var dates: [String: PartialDate] = [:]
        try reader.forEachElement { reader throws(BinaryReader.Malformed) in
            let (key, date) = (try reader.string(), try PartialDate(from: &reader))
            if dates[key] == nil { dates[key] = date }
        }
        self.init(rating: rating, tags: tags, draft: draft, dates: dates, body: try reader.string())
    }

    /// Steps over notes stored at the reader's position, as `init(from:)` reads them, and tells what the load needs of
    /// them.
    static func summary(skipping reader: inout BinaryReader) throws(BinaryReader.Malformed) -> Summary {
        _ = try reader.optionalInt()
        try reader.skipArray { reader throws(BinaryReader.Malformed) in try reader.skipStrings(1) }
        let draft = try reader.bool()
        try reader.skipArray { reader throws(BinaryReader.Malformed) in
            try reader.skipStrings(1)
            _ = try PartialDate(from: &reader)
        }
        try reader.skipStrings(1)
        return Summary(isDraft: draft)
    }
}

/// A warning kept with the item it is about, so that a restored item reports it as decoding it would.
extension Diagnostic: BinaryCodable {
    func encode(to writer: inout BinaryWriter) {
        writer.write(isError)
        writer.write(path)
        writer.write(line)
        writer.write(column)
        writer.write(message)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let severity: Severity = try reader.bool() ? .error : .warning
        self.init(severity, path: try reader.string(), line: try reader.int(), column: try reader.int(), message: try reader.string())
    }
}

extension BinaryWriter {
    /// Writes an optional model value.
    mutating func write<T: BinaryCodable>(_ value: T?) {
        write(value) { writer, value in value.encode(to: &writer) }
    }
}

extension BinaryReader {
    /// Reads an optional model value.
    mutating func optional<T: BinaryCodable>(_ type: T.Type) throws(Malformed) -> T? {
        try optional { reader throws(Malformed) in try T(from: &reader) }
    }
}
