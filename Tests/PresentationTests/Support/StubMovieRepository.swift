import Model
import Presentation

/// A `MovieRepository` over movies made in code, ordered by id like the real one.
struct StubMovieRepository: MovieRepository {
    let movies: [Movie]

    init(_ movies: [Movie]) {
        self.movies = movies.sorted { $0.id < $1.id }
    }

    func movie(_ id: Movie.ID) -> Movie? {
        movies.first { $0.id == id }
    }
}

/// A `BookRepository` over books made in code, ordered by id like the real one.
struct StubBookRepository: BookRepository {
    let books: [Book]

    init(_ books: [Book]) {
        self.books = books.sorted { $0.id < $1.id }
    }

    func book(_ id: Book.ID) -> Book? {
        books.first { $0.id == id }
    }
}

/// A `ComicRepository` over comics made in code, ordered by number like the real one.
struct StubComicRepository: ComicRepository {
    let comics: [Comic]

    init(_ comics: [Comic]) {
        self.comics = comics.sorted { $0.id < $1.id }
    }

    func comic(_ id: Comic.ID) -> Comic? {
        comics.first { $0.id == id }
    }
}

/// A `FreePageRepository` over pages made in code, ordered by slug like the real one.
struct StubFreePageRepository: FreePageRepository {
    let pages: [FreePage]

    init(_ pages: [FreePage]) {
        self.pages = pages.sorted { $0.slug < $1.slug }
    }
}

/// Builds what every PresentationModel needs from a handful of settings and items of every kind.
func makeContext(
    _ movies: [Movie] = [],
    books: [Book] = [],
    comics: [Comic] = [],
    pages: [FreePage] = [],
    title: String = "The Silent Shelf",
    baseURL: String = "/",
    language: String = "en",
    dateFormat: String? = "d MMMM yyyy",
    pageSize: Int = 24,
    strings: UIStrings? = nil
) -> PresentationContext {
    var config = SiteConfig()
    config.title = title
    config.baseURL = baseURL
    config.language = language
    config.dateFormat = dateFormat
    config.pageSize = pageSize
    let catalog = Catalog(
        movies: StubMovieRepository(movies), books: StubBookRepository(books),
        comics: StubComicRepository(comics), pages: StubFreePageRepository(pages)
    )
    return PresentationContext(config: config, catalog: catalog, strings: strings)
}

/// A date from `YYYY`, `YYYY-MM` or `YYYY-MM-DD`; traps on a typo in a test.
func date(_ text: String) -> PartialDate {
    guard let date = PartialDate(parsing: text) else { fatalError("bad test date \(text)") }
    return date
}

/// A movie with just what a test cares about.
func movie(
    _ id: Int, _ title: String, released: String? = nil, genres: [String] = [], watched: String? = nil, tags: [String] = []
) -> Movie {
    var dates: [String: PartialDate] = [:]
    if let watched { dates["watched"] = date(watched) }
    return Movie(
        id: Movie.ID(id), title: title, releaseDate: released.map(date),
        genres: genres.map { Movie.Genre(name: $0) },
        notes: watched == nil && tags.isEmpty ? nil : OwnerNotes(tags: tags, dates: dates)
    )
}

/// A Google Books volume id; traps on a typo in a test.
func bookID(_ text: String) -> Book.ID {
    guard let id = Book.ID(text) else { fatalError("bad test book id \(text)") }
    return id
}

/// A book with just what a test cares about.
func book(
    _ id: String, _ title: String, authors: [String] = [], categories: [String] = [], published: String? = nil,
    purchased: String? = nil, tags: [String] = []
) -> Book {
    var dates: [String: PartialDate] = [:]
    if let purchased { dates["purchased"] = date(purchased) }
    return Book(
        id: bookID(id), title: title, authors: authors, publishedDate: published.map(date), categories: categories,
        notes: purchased == nil && tags.isEmpty ? nil : OwnerNotes(tags: tags, dates: dates)
    )
}

/// A comic with just what a test cares about.
func comic(_ number: Int, _ title: String? = nil, date text: String? = nil, alt: String? = nil, tags: [String] = []) -> Comic {
    Comic(
        id: Comic.ID(number), title: title ?? "Comic \(number)", alt: alt, date: text.map(date),
        notes: tags.isEmpty ? nil : OwnerNotes(tags: tags)
    )
}
