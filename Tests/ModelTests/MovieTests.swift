import Model
import Testing

/// What a movie's folder finds beside its file is attached in one step.
@Suite struct MovieTests {
    private let notes = OwnerNotes(rating: 4, tags: ["noir"], draft: false, dates: [:], body: "Seen twice.")

    @Test func attachSetsAndClearsNotesAndPosterTogether() {
        let plain = Movie(id: Movie.ID(19), title: "Metropolis")
        var movie = plain
        movie.attach(notes: nil, localImage: nil)
        #expect(movie == plain)
        movie.attach(notes: notes, localImage: "movies/19.svg")
        #expect(movie.notes == notes && movie.localPoster == "movies/19.svg" && movie.title == "Metropolis")
        #expect(plain.notes == nil, "the copy it came from is untouched")
        movie.attach(notes: nil, localImage: nil)
        #expect(movie == plain)
    }

    @Test func booksAndComicsAttachTheirCoverAndImage() throws {
        var book = Book(id: try #require(Book.ID("frankenst01")), title: "Frankenstein", authors: ["Mary Shelley"])
        book.attach(notes: notes, localImage: "books/b.png")
        #expect(book.notes == notes && book.localCover == "books/b.png")
        var comic = Comic(id: Comic.ID(5), title: "Strip 5", imageURL: "https://c.example/5.png")
        comic.attach(notes: nil, localImage: "comics/5.png")
        #expect(comic.notes == nil && comic.localImage == "comics/5.png")
    }
}
