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
        writer.write(recommendations) { writer, recommendation in
            writer.write(recommendation.id.rawValue)
            writer.write(recommendation.title)
            writer.write(recommendation.releaseDate)
        }
        writer.write(notes)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(
            id: ID(try reader.int()), title: try reader.string(), originalTitle: try reader.optionalString(),
            originalLanguage: try reader.optionalString(), releaseDate: try reader.optional(PartialDate.self),
            runtime: try reader.optionalInt(),
            genres: try reader.array { reader throws(BinaryReader.Malformed) in Genre(name: try reader.string()) },
            tagline: try reader.optionalString(),
            overview: try reader.optionalString(), posterPath: try reader.optionalString(), backdropPath: try reader.optionalString(),
            localPoster: try reader.optionalString(), directors: try reader.strings(),
            cast: try reader.array { reader throws(BinaryReader.Malformed) in
                CastMember(name: try reader.string(), character: try reader.optionalString())
            },
            recommendations: try reader.array { reader throws(BinaryReader.Malformed) in
                Recommendation(id: ID(try reader.int()), title: try reader.string(), releaseDate: try reader.optional(PartialDate.self))
            },
            notes: try reader.optional(OwnerNotes.self)
        )
    }
}
