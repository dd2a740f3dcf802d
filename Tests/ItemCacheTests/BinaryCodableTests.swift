import Model
import Support
import Testing

@testable import ItemCache

/// The build's cache restores exactly what the decoders made, and a damaged cache never crashes it.
@Suite struct BinaryCodableTests {
    static let notes = OwnerNotes(
        rating: 4, tags: ["silent", "city"], draft: false,
        dates: ["watched": PartialDate(year: 2024, month: 10, day: 31)!, "read": PartialDate(year: 1999)!],
        body: "A *great* film — ünïcode.\n")

    static let movie = Movie(
        id: Movie.ID(19), title: "Metropolis", originalTitle: "Metropolis (1927)", originalLanguage: "de",
        releaseDate: PartialDate(year: 1927, month: 1), runtime: 153, genres: [.init(name: "Drama"), .init(name: "Science Fiction")],
        tagline: "", overview: "A city.", posterPath: "/p.jpg", backdropPath: nil, localPoster: "movies/19.svg",
        directors: ["Fritz Lang"], cast: [.init(name: "Brigitte Helm", character: "Maria"), .init(name: "Extra", character: nil)],
        recommendations: [
            .init(id: Movie.ID(653), title: "Nosferatu", releaseDate: PartialDate(year: 1922), posterPath: "/n.jpg"),
            .init(id: Movie.ID(654), title: "Faust", releaseDate: nil),
        ], notes: notes)

    static let book = Book(
        id: Book.ID("frankenst01")!, title: "Frankenstein", subtitle: "Or the Modern Prometheus", authors: ["Mary Shelley"],
        publisher: "Lackington", publishedDate: PartialDate(year: 1818, month: 1, day: 1), descriptionHTML: "<p>A <b>novel</b>.</p>",
        pageCount: 280, categories: ["Fiction"], isbn13: "9780000000002", isbn10: "0000000000", language: "en",
        covers: [.init(size: .large, url: "https://books.example/l.jpg"), .init(size: .thumbnail, url: "https://books.example/t.jpg")],
        localCover: nil, notes: notes)

    static let comic = Comic(
        id: Comic.ID(5), title: "Strip 5", alt: "Hover", imageURL: "https://c.example/5.png", localImage: nil,
        date: PartialDate(year: 2009, month: 12, day: 31), transcript: "[[Ada waves.]]", link: "https://x.example/",
        newsHTML: nil, notes: nil)

    private func roundTrip<T: BinaryCodable>(_ value: T) throws -> T {
        var writer = BinaryWriter()
        value.encode(to: &writer)
        var reader = BinaryReader(writer.bytes)
        let restored = try T(from: &reader)
        #expect(reader.isAtEnd)
        return restored
    }

    @Test func everyKindComesBackEqual() throws {
        #expect(try roundTrip(Self.movie) == Self.movie)
        #expect(try roundTrip(Self.book) == Self.book)
        #expect(try roundTrip(Self.comic) == Self.comic)
        #expect(try roundTrip(Movie(id: Movie.ID(1), title: "")) == Movie(id: Movie.ID(1), title: ""))
    }

    /// A movie restored with its cast left in the cache still has its top-billed names, and only those.
    @Test func aMovieRestoredWithoutItsCastKeepsTheTopBilledNames() throws {
        let cast = (1...15).map { Movie.CastMember(name: "Actor \($0)", character: $0.isMultiple(of: 2) ? nil : "Role \($0)") }
        var writer = BinaryWriter()
        Movie(id: Movie.ID(1), title: "Crowd", cast: cast).encode(to: &writer)
        var reader = BinaryReader(writer.bytes)
        var castReader: BinaryReader?
        let restored = try Movie.restore(from: &reader, cast: &castReader)
        #expect(reader.isAtEnd)
        #expect(restored.cast.isEmpty)
        #expect(restored.topBilledNames == (1...12).map { "Actor \($0)" })
        var left = try #require(castReader)
        #expect(try Movie.decodeCast(&left) == cast)
    }

    @Test func warningsComeBackEqual() throws {
        let warning = Diagnostic.warning("19.json", line: 3, column: 14, "runtime: expected a whole number, found \"1 h\" (dropped)")
        #expect(try roundTrip(warning) == warning)
        #expect(try roundTrip(Diagnostic.error("x.md", "e")) == Diagnostic.error("x.md", "e"))
    }

    /// Years before the common era are negative numbers, and years of fewer than four digits small ones.
    @Test(arguments: ["-750", "-750-03-03", "-1-02-29", "-9999-12-31", "800", "0045-01"])
    func datesOfEveryEraComeBackEqual(text: String) throws {
        let date = try #require(PartialDate(parsing: text))
        #expect(try roundTrip(date) == date)
        let iliad = Book(id: Book.ID("iliad")!, title: "The Iliad", publishedDate: date)
        #expect(try roundTrip(iliad).publishedDate == date)
    }

    @Test func theSameValueGivesTheSameBytes() {
        var first = BinaryWriter()
        var second = BinaryWriter()
        Self.notes.encode(to: &first)
        Self.notes.encode(to: &second)
        #expect(first.bytes == second.bytes, "dates are written in key order")
    }

    /// Every truncation, and a byte changed at every offset, is an error or a value; never a crash.
    @Test func damagedBytesAreRefusedNotTrusted() {
        var writer = BinaryWriter()
        Self.movie.encode(to: &writer)
        let bytes = writer.bytes
        for length in 0..<bytes.count {
            var reader = BinaryReader(Array(bytes.prefix(length)))
            #expect(throws: BinaryReader.Malformed.self) { try Movie(from: &reader) }
        }
        var refused = 0
        for offset in bytes.indices {
            var damaged = bytes
            damaged[offset] ^= 0xA5
            var reader = BinaryReader(damaged)
            if (try? Movie(from: &reader)) == nil { refused += 1 }
        }
        #expect(refused > 0)
    }

    /// An item left unmade when the cache is read is refused exactly where restoring it would be, reads as far, and
    /// once made is the item restoring gives: every truncation, and a byte changed at every offset.
    @Test func anUnmadeItemIsCheckedAsRestoringItWouldBe() {
        expectCheckedAsRestored(Self.movie, unmade: Movie.unmade)
        expectCheckedAsRestored(Self.movie) { reader throws(BinaryReader.Malformed) in
            var cast: BinaryReader?
            return try Movie.unmade(&reader, cast: &cast)
        } restored: { reader throws(BinaryReader.Malformed) in
            var cast: BinaryReader?
            return try Movie.restore(from: &reader, cast: &cast)
        }
        expectCheckedAsRestored(Self.book, unmade: Book.unmade)
        expectCheckedAsRestored(Self.comic, unmade: Comic.unmade)
    }

    private func expectCheckedAsRestored<T: LazilyRestored & Equatable>(
        _ value: T, unmade: (inout BinaryReader) throws(BinaryReader.Malformed) -> T,
        restored: (inout BinaryReader) throws(BinaryReader.Malformed) -> T = { reader throws(BinaryReader.Malformed) in
            try T(from: &reader)
        }
    ) {
        var writer = BinaryWriter()
        value.encode(to: &writer)
        let bytes = writer.bytes
        var variants = (0..<bytes.count).map { Array(bytes.prefix($0)) } + [bytes]
        for offset in bytes.indices {
            var damaged = bytes
            damaged[offset] ^= 0xA5
            variants.append(damaged)
        }
        var accepted = 0
        for variant in variants {
            var (checking, restoring) = (BinaryReader(variant), BinaryReader(variant))
            let checked = try? unmade(&checking)
            let made = try? restored(&restoring)
            #expect((checked == nil) == (made == nil), "\(T.self): the check and the restore agree")
            guard let checked, let made else { continue }
            accepted += 1
            #expect(checking.offset == restoring.offset)
            #expect(checked == made)
        }
        #expect(accepted > 1, "the whole record, and damage that is still a record (a changed letter)")
    }

    @Test func anImpossibleDateOrBookIDIsRefused() {
        var writer = BinaryWriter()
        writer.write(2024)
        writer.write(Int?.some(2))
        writer.write(Int?.some(30))
        var reader = BinaryReader(writer.bytes)
        #expect(throws: BinaryReader.Malformed.self) { try PartialDate(from: &reader) }
        var book = BinaryWriter()
        book.write("../etc")
        var bookReader = BinaryReader(book.bytes)
        #expect(throws: BinaryReader.Malformed.self) { try Book(from: &bookReader) }
    }
}
