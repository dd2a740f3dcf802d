import Model
import Presentation

/// Every note a page's declaration takes, as text in order: two declarations with equal notes give
/// equal digests.
struct RecordingReads: PageReads {
    private(set) var notes: [String] = []

    mutating func note(_ movie: Movie) { notes.append("movie \(movie.id)") }
    mutating func note(_ book: Book) { notes.append("book \(book.id)") }
    mutating func note(_ comic: Comic) { notes.append("comic \(comic.id)") }
    mutating func note(movieWithID id: Movie.ID) { notes.append("movie id \(id)") }
    mutating func note(_ value: Int) { notes.append("int \(value)") }
    mutating func note(_ value: String) { notes.append("string \(value)") }
}
