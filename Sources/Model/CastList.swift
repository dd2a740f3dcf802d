/// A movie's cast, decoded, or left in the item cache until a page asks for it. The cast is most of a
/// restored movie's strings, and an incremental build renders the detail pages of only the few movies
/// that changed: the rest never need theirs.
struct CastList: Sendable, Equatable {
    private enum Storage: Sendable {
        case decoded([Movie.CastMember])
        /// A reader for bytes already checked to hold a whole cast list.
        case stored(BinaryReader)
    }

    private let storage: Storage

    init(_ members: [Movie.CastMember]) {
        storage = .decoded(members)
    }

    /// Checks the cast list at the reader's position, skips it, and keeps where it is rather than its strings.
    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        storage = .stored(try reader.deferred { reader throws(BinaryReader.Malformed) in
            try reader.skipArray { reader throws(BinaryReader.Malformed) in
                _ = try reader.byteRange()
                _ = try reader.optional { reader throws(BinaryReader.Malformed) in try reader.byteRange() }
            }
        })
    }

    var members: [Movie.CastMember] {
        switch storage {
        case .decoded(let members):
            return members
        case .stored(var reader):
            // The bytes were checked when the movie was restored, and the mapped file is never written
            // in place, so this cannot fail; if it ever did, a page without its cast beats a crash.
            return (try? Self.decode(&reader)) ?? []
        }
    }

    func encode(to writer: inout BinaryWriter) {
        writer.write(members) { writer, member in
            writer.write(member.name)
            writer.write(member.character)
        }
    }

    private static func decode(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> [Movie.CastMember] {
        try reader.array { reader throws(BinaryReader.Malformed) in
            Movie.CastMember(name: try reader.string(), character: try reader.optionalString())
        }
    }

    static func == (lhs: CastList, rhs: CastList) -> Bool {
        lhs.members == rhs.members
    }
}
