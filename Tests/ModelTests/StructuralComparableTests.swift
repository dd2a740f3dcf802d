import Model
import Testing

/// An item's structure is everything but its text and images: what orders, groups and counts it.
@Suite struct StructuralComparableTests {
    private let notes = OwnerNotes(
        rating: 4, tags: ["noir"], draft: false, dates: ["watched": PartialDate(year: 2024)!], body: "Seen twice.")

    @Test func aMovieKeepsItsStructureWhenOnlyItsTextAndImagesChange() {
        var movie = Movie(id: Movie.ID(19), title: "Metropolis", overview: "A city.", posterPath: "/a.jpg")
        movie.notes = notes
        var edited = movie
        (edited.overview, edited.tagline, edited.posterPath, edited.backdropPath) = ("A city, retold.", "Soon.", "/b.jpg", "/c.jpg")
        edited.attach(
            notes: OwnerNotes(rating: 4, tags: ["noir"], dates: ["watched": PartialDate(year: 2024)!], body: "Once more."),
            localImage: "movies/19.svg")
        #expect(edited.hasSameStructure(as: movie))
        #expect(edited != movie)
    }

    @Test func aMovieChangesItsStructureWithItsOrderingKeysTermsAndCounts() {
        let movie = Movie(id: Movie.ID(19), title: "Metropolis", runtime: 153)
        var changes: [Movie] = []
        for change in [
            { (m: inout Movie) in m.title = "Metropolis (1927)" }, { $0.runtime = 148 }, { $0.releaseDate = PartialDate(year: 1927)! },
            { $0.genres = [Movie.Genre(name: "Drama")] }, { $0.directors = ["Fritz Lang"] },
            { $0.notes = OwnerNotes(rating: 5) }, { $0.notes = OwnerNotes(tags: ["silent"]) },
        ] {
            var changed = movie
            change(&changed)
            changes.append(changed)
        }
        for changed in changes { #expect(!changed.hasSameStructure(as: movie)) }
    }

    @Test func booksAndComicsClearTheirOwnTextAndImages() throws {
        let book = Book(id: try #require(Book.ID("frankenst01")), title: "Frankenstein", authors: ["Mary Shelley"])
        var described = book
        (described.descriptionHTML, described.localCover) = ("<p>A monster.</p>", "books/f.png")
        #expect(described.hasSameStructure(as: book))
        var retitled = book
        retitled.title = "Frankenstein; or, The Modern Prometheus"
        #expect(!retitled.hasSameStructure(as: book))

        let comic = Comic(id: Comic.ID(5), title: "Strip 5", imageURL: "https://c.example/5.png")
        var explained = comic
        (explained.alt, explained.transcript, explained.imageURL) = ("Hover.", "[[Ada waves.]]", "https://c.example/5b.png")
        #expect(explained.hasSameStructure(as: comic))
        var redated = comic
        redated.date = PartialDate(year: 2008)!
        #expect(!redated.hasSameStructure(as: comic))
    }
}
