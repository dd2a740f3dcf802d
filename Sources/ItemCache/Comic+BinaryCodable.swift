import Model

extension Comic: BinaryCodable {
    func encode(to writer: inout BinaryWriter) {
        writer.write(id.rawValue)
        writer.write(title)
        writer.write(alt)
        writer.write(imageURL)
        writer.write(localImage)
        writer.write(date)
        writer.write(transcript)
        writer.write(link)
        writer.write(newsHTML)
        writer.write(notes)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(
            id: ID(try reader.int()), title: try reader.string(), alt: try reader.optionalString(),
            imageURL: try reader.optionalString(), localImage: try reader.optionalString(),
            date: try reader.optional(PartialDate.self), transcript: try reader.optionalString(), link: try reader.optionalString(),
            newsHTML: try reader.optionalString(), notes: try reader.optional(OwnerNotes.self)
        )
    }
}

extension Comic: LazilyRestored {
    static func unmade(_ reader: inout BinaryReader, notes: BinaryReader) throws(BinaryReader.Malformed) -> Comic {
        let start = reader
        let id = ID(try reader.int())
        try reader.skipStrings(1)
        try reader.skipOptionalStrings(2)
        let localImage = try reader.optionalString()
        return Comic(id: id, localImage: localImage) { Self.restored(from: start, notes: notes) ?? Comic(id: id, title: "") }
    }
}
