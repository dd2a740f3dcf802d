import Model
import Testing

/// A restored movie's cast stays in the cache's bytes until asked for; asked for, it is what was stored.
@Suite struct CastListTests {
    private func restored(_ bytes: [UInt8]) throws -> Movie {
        var reader = BinaryReader(bytes)
        let movie = try Movie(from: &reader)
        #expect(reader.isAtEnd)
        return movie
    }

    @Test func aRestoredCastIsTheStoredOneAndEncodesTheSame() throws {
        var writer = BinaryWriter()
        BinaryCodableTests.movie.encode(to: &writer)
        let movie = try restored(writer.bytes)
        #expect(movie.cast == BinaryCodableTests.movie.cast)
        #expect(movie.cast == movie.cast, "asked for twice")
        var again = BinaryWriter()
        movie.encode(to: &again)
        #expect(again.bytes == writer.bytes)
        var changed = movie
        changed.cast = [.init(name: "Gustav Fröhlich", character: "Freder")]
        #expect(changed.cast.map(\.name) == ["Gustav Fröhlich"] && movie.cast.count == 2)
        #expect(changed != movie)
    }

    /// The cast is checked when the movie is restored, not when a page first asks for it.
    @Test func aDamagedCastIsRefusedOnRestore() throws {
        var writer = BinaryWriter()
        BinaryCodableTests.movie.encode(to: &writer)
        let bytes = writer.bytes
        let name = Array("Brigitte Helm".utf8)
        let at = try #require(bytes.indices.first { bytes[$0...].starts(with: name) })
        var damaged = bytes
        damaged[at - 8] = 0x7F  // the name's length now runs past the end
        #expect(throws: BinaryReader.Malformed.self) { try restored(damaged) }
        #expect(throws: BinaryReader.Malformed.self) { try restored(Array(bytes.prefix(at + 3))) }
    }
}
