import Model

extension Movie: BinaryCodable {
    func encode(to writer: inout BinaryWriter) {
        writer.write(id.rawValue)
        writer.write(title)
        writer.write(originalTitle)
        writer.write(originalLanguage)
        writer.write(releaseDate)
        writer.write(runtime)
        writer.write(genres.map(\.name))
        writer.write(tagline)
        writer.write(overview)
        writer.write(posterPath)
        writer.write(backdropPath)
        writer.write(localPoster)
        writer.write(directors)
        writer.write(cast) { writer, member in
            writer.write(member.name)
            writer.write(member.character)
        }
        writer.write(packedRecommendations.packed)
        writer.write(notes)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        var cast: BinaryReader?
        self = try Self.restore(from: &reader, cast: &cast)
        if var cast { self.cast = try Self.decodeCast(&cast) }
    }

    /// A movie as stored, with its cast checked and skipped but for the top-billed names: `cast` is left
    /// where the cast begins.
    static func restore(from reader: inout BinaryReader, cast: inout BinaryReader?) throws(BinaryReader.Malformed) -> Movie {
        var topBilled: [String] = []
        return Movie(
            id: ID(try reader.int()), title: try reader.string(), originalTitle: try reader.optionalString(),
            originalLanguage: try reader.optionalString(), releaseDate: try reader.optional(PartialDate.self),
            runtime: try reader.optionalInt(),
            genres: try reader.array { reader throws(BinaryReader.Malformed) in Genre(name: try reader.string()) },
            tagline: try reader.optionalString(),
            overview: try reader.optionalString(), posterPath: try reader.optionalString(), backdropPath: try reader.optionalString(),
            localPoster: try reader.optionalString(), directors: try reader.strings(),
            cast: try skipCast(&reader, leaving: &cast, topBilled: &topBilled), topBilledNames: topBilled,
            packedRecommendations: try packedRecommendations(&reader),
            notes: try reader.optional(OwnerNotes.self)
        )
    }

    /// A movie as stored, left unmade but for its id and local poster (see `LazilyRestored`), and made without its cast:
    /// `cast` is left where the cast begins (see `StoredCasts`). Its notes, at `notes`, are made with its other fields.
    static func unmade(
        _ reader: inout BinaryReader, cast: inout BinaryReader?, notes: BinaryReader
    ) throws(BinaryReader.Malformed) -> Movie {
        let start = reader
        let (id, localPoster) = try fieldsBeforeCast(&reader)
        cast = reader
        return Movie(id: id, localPoster: localPoster) {
            var reader = start
            var cast: BinaryReader?
            return (try? restore(from: &reader, cast: &cast)).flatMap { withNotes($0, from: notes) } ?? Movie(id: id, title: "")
        }
    }

    /// Steps over the fields a movie stores before its cast, as `restore(from:cast:)` reads them but without making
    /// their strings: its id and local poster. The cast and the recommendations after it, most of a movie's bytes,
    /// are not read at all.
    private static func fieldsBeforeCast(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> (ID, String?) {
        let id = ID(try reader.int())
        try reader.skipStrings(1)
        try reader.skipOptionalStrings(2)
        _ = try reader.optional(PartialDate.self)
        _ = try reader.optionalInt()
        try reader.skipArray { reader throws(BinaryReader.Malformed) in try reader.skipStrings(1) }
        try reader.skipOptionalStrings(4)
        let localPoster = try reader.optionalString()
        try reader.skipArray { reader throws(BinaryReader.Malformed) in try reader.skipStrings(1) }
        return (id, localPoster)
    }

    /// The recommendations at the reader's position, kept packed (see `PackedRecommendations`).
    private static func packedRecommendations(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> PackedRecommendations {
        guard let packed = PackedRecommendations(packed: try reader.byteRange(), in: reader.bytes) else { throw BinaryReader.Malformed() }
        return packed
    }

    /// Decodes a cast list at the reader's position.
    static func decodeCast(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> [CastMember] {
        try reader.array { reader throws(BinaryReader.Malformed) in
            CastMember(name: try reader.string(), character: try reader.optionalString())
        }
    }

    /// Checks and skips the cast list, leaving `start` where it begins; the movie gets none for now, only
    /// the names of the top-billed, which the people pages need while the build plans. Read from the cast
    /// itself rather than stored again beside it: the cache stays as small, and the strings made are the
    /// 12 names a movie's people are grouped by, not every name and character of its cast.
    private static func skipCast(
        _ reader: inout BinaryReader, leaving start: inout BinaryReader?, topBilled: inout [String]
    ) throws(BinaryReader.Malformed) -> [CastMember] {
        start = reader
        var names: [String] = []
        try reader.skipArray { reader throws(BinaryReader.Malformed) in
            if names.count < topBilledCount { names.append(try reader.string()) } else { _ = try reader.byteRange() }
            _ = try reader.optional { reader throws(BinaryReader.Malformed) in try reader.byteRange() }
        }
        topBilled = names
        return []
    }
}

extension Movie: LazilyRestored {
    static func unmade(_ reader: inout BinaryReader, notes: BinaryReader) throws(BinaryReader.Malformed) -> Movie {
        let start = reader
        let (id, localPoster) = try fieldsBeforeCast(&reader)
        return Movie(id: id, localPoster: localPoster) { restored(from: start, notes: notes) ?? Movie(id: id, title: "") }
    }
}
