import Model

extension Book: BinaryCodable {
    func encode(to writer: inout BinaryWriter) {
        writer.write(id.rawValue)
        writer.write(title)
        writer.write(subtitle)
        writer.write(authors)
        writer.write(publisher)
        writer.write(publishedDate)
        writer.write(descriptionHTML)
        writer.write(pageCount)
        writer.write(categories)
        writer.write(isbn13)
        writer.write(isbn10)
        writer.write(language)
        writer.write(covers) { writer, cover in
            writer.write(cover.size.rawValue)
            writer.write(cover.url)
        }
        writer.write(localCover)
        writer.write(notes)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        guard let id = ID(try reader.string()) else { throw BinaryReader.Malformed() }
        self.init(
            id: id, title: try reader.string(), subtitle: try reader.optionalString(), authors: try reader.strings(),
            publisher: try reader.optionalString(), publishedDate: try reader.optional(PartialDate.self),
            descriptionHTML: try reader.optionalString(), pageCount: try reader.optionalInt(), categories: try reader.strings(),
            isbn13: try reader.optionalString(), isbn10: try reader.optionalString(), language: try reader.optionalString(),
            covers: try reader.array { reader throws(BinaryReader.Malformed) in try BookCover(from: &reader) },
            localCover: try reader.optionalString(), notes: try reader.optional(OwnerNotes.self)
        )
    }
}

extension Book: LazilyRestored {
    static func unmade(_ reader: inout BinaryReader, notes: BinaryReader) throws(BinaryReader.Malformed) -> Book {
        let start = reader
        guard let id = ID(try reader.string()) else { throw BinaryReader.Malformed() }
        try reader.skipStrings(1)
        try reader.skipOptionalStrings(1)
        try reader.skipArray { reader throws(BinaryReader.Malformed) in try reader.skipStrings(1) }
        try reader.skipOptionalStrings(1)
        _ = try reader.optional(PartialDate.self)
        try reader.skipOptionalStrings(1)
        _ = try reader.optionalInt()
        try reader.skipArray { reader throws(BinaryReader.Malformed) in try reader.skipStrings(1) }
        try reader.skipOptionalStrings(3)
        try reader.skipArray { reader throws(BinaryReader.Malformed) in try reader.skipStrings(2) }
        let localCover = try reader.optionalString()
        return Book(id: id, localCover: localCover) { Self.restored(from: start, notes: notes) ?? Book(id: id, title: "") }
    }
}

extension BookCover {
    fileprivate init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        guard let size = Size(rawValue: try reader.string()) else { throw BinaryReader.Malformed() }
        self.init(size: size, url: try reader.string())
    }
}
