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

    /// Recommendations are restored by copying their stored bytes into the packed form: they come back as packed from
    /// the values, whatever their dates, titles and poster paths.
    @Test func recommendationsComeBackAsTheyWerePacked() throws {
        let recommendations: [Movie.Recommendation] = [
            .init(id: Movie.ID(1), title: "", releaseDate: nil, posterPath: nil),
            .init(id: Movie.ID(1 << 40), title: "Ünïcode 東京 \t\n", releaseDate: PartialDate(year: -44, month: 3, day: 15), posterPath: ""),
            .init(
                id: Movie.ID(3), title: String(repeating: "long ", count: 20_000), releaseDate: PartialDate(year: 2024),
                posterPath: "/p.jpg"),
        ]
        let movie = Movie(id: Movie.ID(7), title: "Listed", recommendations: recommendations)
        let restored = try roundTrip(movie)
        #expect(restored == movie)
        #expect(restored.recommendations == recommendations)
        #expect(restored.recommendedIDs == recommendations.map(\.id))
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

    /// A sealed payload opens to its item's bytes and the rest when it is whole, and every truncation, and a byte
    /// changed at every offset (a changed letter included, which still reads as a record), is refused.
    @Test func aSealedPayloadRefusesEveryTruncationAndChangedByte() throws {
        var item = BinaryWriter()
        Self.movie.encode(to: &item)
        var rest = BinaryWriter()
        rest.write(Self.notes)
        let sealed = SealedPayload.seal(item: item.bytes, rest: rest.bytes)
        let (itemReader, restReader) = try #require(SealedPayload.open(BinaryReader(sealed)))
        var (readItem, readRest) = (itemReader, restReader)
        #expect(try Movie(from: &readItem) == Self.movie)
        #expect(readItem.isAtEnd, "the item's reader ends where the item does")
        #expect(try readRest.optional(OwnerNotes.self) == Self.notes)
        #expect(readRest.isAtEnd)
        for length in 0..<sealed.count {
            #expect(SealedPayload.open(BinaryReader(Array(sealed.prefix(length)))) == nil, "cut at \(length)")
        }
        for offset in sealed.indices {
            var damaged = sealed
            damaged[offset] ^= 0xA5
            #expect(SealedPayload.open(BinaryReader(damaged)) == nil, "changed at \(offset)")
        }
        #expect(SealedPayload.open(BinaryReader(item.bytes)) == nil, "an item that was never sealed")
    }

    /// An item left unmade when the cache is read has its id and image, leaves the reader where its cast begins (a
    /// movie's), and once made is the item restoring gives, with the notes its record keeps after it, or none.
    @Test func anUnmadeItemIsMadeAsRestoringWouldMakeIt() throws {
        try expectMadeAsRestored(Self.movie, notes: Self.movie.notes, image: Self.movie.localPoster, unmade: Movie.unmade)
        try expectMadeAsRestored(Self.book, notes: Self.book.notes, image: Self.book.localCover, unmade: Book.unmade)
        try expectMadeAsRestored(Self.comic, notes: Self.comic.notes, image: Self.comic.localImage, unmade: Comic.unmade)
        var withoutNotes = Self.book
        withoutNotes.attach(notes: nil, localImage: withoutNotes.localCover)
        try expectMadeAsRestored(withoutNotes, notes: nil, image: withoutNotes.localCover, unmade: Book.unmade)
        var writer = BinaryWriter()
        Self.movie.encode(to: &writer)
        var (reader, cast): (BinaryReader, BinaryReader?) = (BinaryReader(writer.bytes), nil)
        let unmade = try Movie.unmade(&reader, cast: &cast, notes: Self.stored(notes: Self.notes))
        var castReader = try #require(cast)
        #expect(try Movie.decodeCast(&castReader) == Self.movie.cast)
        #expect(unmade.id == Self.movie.id && unmade.localPoster == Self.movie.localPoster)
        #expect(unmade.title == Self.movie.title && unmade.recommendations == Self.movie.recommendations)
        #expect(unmade.notes == Self.notes)
    }

    /// Notes as a record keeps them after its item.
    private static func stored(notes: OwnerNotes?) -> BinaryReader {
        var writer = BinaryWriter()
        writer.write(notes)
        return BinaryReader(writer.bytes)
    }

    /// The item as a store keeps it, its notes apart after it; made from there, it is the item with those notes.
    private func expectMadeAsRestored<T: LazilyRestored & CacheFolderItem & Equatable>(
        _ value: T, notes: OwnerNotes?, image: String?,
        unmade: (inout BinaryReader, BinaryReader) throws(BinaryReader.Malformed) -> T
    ) throws {
        var stored = value
        stored.attach(notes: nil, localImage: image)
        var writer = BinaryWriter()
        stored.encode(to: &writer)
        var reader = BinaryReader(writer.bytes)
        let item = try unmade(&reader, Self.stored(notes: notes))
        var restoring = BinaryReader(writer.bytes)
        var restored = try T(from: &restoring)
        restored.attach(notes: notes, localImage: image)
        #expect(item == restored, "\(T.self): made as restored")
        #expect(item == value)
        #expect(item.notes == notes)
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
