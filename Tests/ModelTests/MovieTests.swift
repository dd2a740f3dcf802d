import Dispatch
import Model
import Synchronization
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

    /// A movie the item cache kept is made when a field is first read, once, whichever threads read it; its id and
    /// local poster are known before, and attaching what its folder found does not make it.
    @Test func aMovieMadeWhenFirstReadIsMadeOnce() {
        let made = Mutex(0)
        let eager = Movie(id: Movie.ID(19), title: "Metropolis", overview: "A city.", notes: notes)
        var movie = Movie(id: Movie.ID(19), localPoster: "movies/19.jpg") {
            made.withLock { $0 += 1 }
            return Movie(id: Movie.ID(19), title: "Metropolis", overview: "A city.")
        }
        movie.attach(notes: notes, localImage: nil)
        #expect(movie.id == Movie.ID(19) && movie.localPoster == nil)
        #expect(made.withLock { $0 } == 0)
        let copy = movie
        let titles = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 32) { _ in
            let title = copy.title
            titles.withLock { $0.append(title) }
        }
        #expect(titles.withLock { $0 } == Array(repeating: "Metropolis", count: 32))
        #expect(made.withLock { $0 } == 1)
        #expect(movie == eager && movie.notes == notes)
    }

    @Test func booksAndComicsAreMadeWhenFirstRead() throws {
        let made = Mutex(0)
        let id = try #require(Book.ID("frankenst01"))
        var book = Book(id: id, localCover: nil) {
            made.withLock { $0 += 1 }
            return Book(id: id, title: "Frankenstein")
        }
        var comic = Comic(id: Comic.ID(5), localImage: "comics/5.png") {
            made.withLock { $0 += 1 }
            return Comic(id: Comic.ID(5), title: "Strip 5")
        }
        book.attach(notes: notes, localImage: "books/b.png")
        comic.attach(notes: nil, localImage: nil)
        #expect(book.localCover == "books/b.png" && comic.localImage == nil && made.withLock { $0 } == 0)
        #expect(book == Book(id: id, title: "Frankenstein", localCover: "books/b.png", notes: notes))
        #expect(comic == Comic(id: Comic.ID(5), title: "Strip 5"))
        #expect(made.withLock { $0 } == 2)
    }

    /// An item made when first read has the notes its restoring gives (its store restores them with it), unless others
    /// are attached: none attached, it has none. An image attached alone leaves the notes as they are.
    @Test func aMovieMadeWhenFirstReadHasTheNotesItsRestoringGivesUnlessOthersAreAttached() {
        let restoring = { Movie(id: Movie.ID(19), localPoster: nil) { Movie(id: Movie.ID(19), title: "Metropolis", notes: notes) } }
        var kept = restoring()
        kept.attach(localImage: "movies/19.jpg")
        #expect(kept.localPoster == "movies/19.jpg")
        #expect(kept.title == "Metropolis" && kept.notes == notes)
        var movie = restoring()
        movie.attach(notes: nil, localImage: "movies/19.jpg")
        #expect(movie.localPoster == "movies/19.jpg")
        #expect(movie.title == "Metropolis" && movie.notes == nil)
        var attached = Movie(id: Movie.ID(19), localPoster: nil) { Movie(id: Movie.ID(19), title: "Metropolis") }
        attached.attach(notes: notes, localImage: nil)
        #expect(attached.notes == notes)
    }
}
