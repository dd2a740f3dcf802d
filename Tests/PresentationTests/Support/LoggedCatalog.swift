import Model
import Presentation

/// A catalog with the owner's notes in full: ratings, watched, read and purchased dates, runtimes and page
/// counts, with the gaps real notes have (a movie without a runtime, a book without a page count, an item with
/// no date at all).
enum LoggedCatalog {
    static let movies: [Movie] = [
        loggedMovie(
            19, "Metropolis", released: "1927-01-10", runtime: 153, watched: "2024-03-16", rating: 4, directors: ["Fritz Lang"],
            cast: ["Brigitte Helm", "Alfred Abel"]),
        loggedMovie(
            653, "Nosferatu", released: "1922-03-04", runtime: 94, watched: "2024-10-31", rating: 5, directors: ["F. W. Murnau"],
            cast: ["Max Schreck"]),
        loggedMovie(
            961, "The General", released: "1926-12-31", runtime: 67, watched: "2023-06-08", rating: 5,
            directors: ["Buster Keaton", "Clyde Bruckman"], cast: ["Buster Keaton"]),
        loggedMovie(
            992, "Sherlock Jr.", released: "1924-04-21", runtime: nil, watched: "2024-10", rating: 3, directors: ["Buster Keaton"],
            cast: ["Buster Keaton"]),
        loggedMovie(10098, "The Kid", released: "1921-02-06", runtime: 68, directors: ["Charles Chaplin"], cast: ["Charles Chaplin"]),
    ]

    static let books: [Book] = [
        loggedBook("frankenst01", "Frankenstein", published: "1818", pages: 280, purchased: "2023-02-01", read: "2023-03-15", rating: 5),
        loggedBook("dracula001", "Dracula", published: "1897-05-26", pages: 418, purchased: "2024-01-05", read: "2024-02-20", rating: 4),
        loggedBook("lastman01", "The Last Man", published: nil, pages: nil, read: "2024", rating: 2),
    ]

    static let comics: [Comic] = [comic(1, "Barrel", date: "2006-01-01"), comic(2, "Petit Trees", date: "2006-01-01")]

    static func context(language: String = "en") -> PresentationContext {
        makeContext(movies, books: books, comics: comics, language: language, dateFormat: language == "en" ? "d MMMM yyyy" : nil)
    }
}

/// A movie with the owner's notes and credits.
func loggedMovie(
    _ id: Int, _ title: String, released: String? = nil, runtime: Int? = nil, watched: String? = nil, rating: Int? = nil,
    genres: [String] = [], tags: [String] = [], directors: [String] = [], cast: [String] = []
) -> Movie {
    let dates = watched.map { ["watched": date($0)] } ?? [:]
    let notes = watched == nil && rating == nil && tags.isEmpty ? nil : OwnerNotes(rating: rating, tags: tags, dates: dates)
    return Movie(
        id: Movie.ID(id), title: title, releaseDate: released.map(date), runtime: runtime, genres: genres.map { Movie.Genre(name: $0) },
        directors: directors, cast: cast.map { Movie.CastMember(name: $0, character: nil) }, notes: notes)
}

/// A book with the owner's notes.
func loggedBook(
    _ id: String, _ title: String, published: String? = nil, pages: Int? = nil, purchased: String? = nil, read: String? = nil,
    rating: Int? = nil, authors: [String] = [], tags: [String] = []
) -> Book {
    var dates: [String: PartialDate] = [:]
    if let purchased { dates["purchased"] = date(purchased) }
    if let read { dates["read"] = date(read) }
    let notes = dates.isEmpty && rating == nil && tags.isEmpty ? nil : OwnerNotes(rating: rating, tags: tags, dates: dates)
    return Book(id: bookID(id), title: title, authors: authors, publishedDate: published.map(date), pageCount: pages, notes: notes)
}

/// A comic with a rating.
func ratedComic(_ number: Int, rating: Int) -> Comic {
    Comic(id: Comic.ID(number), title: "Comic \(number)", notes: OwnerNotes(rating: rating))
}
