public import Model

/// Takes note of what a page shows of the catalog while its PresentationModel selects it. A page is
/// declared once, through this: the build turns the notes into the page's digest (when to render it
/// again), and the PresentationModel presents only what came out of the same declaration.
public protocol PageReads {
    /// A movie the page shows: its files decide part of the page's bytes.
    mutating func note(_ movie: Movie)
    /// A book the page shows.
    mutating func note(_ book: Book)
    /// A comic the page shows.
    mutating func note(_ comic: Comic)
    /// A movie the page mentions by id (a recommendation): its files when the catalog has it, its absence
    /// when not. Noting the id spares planning a lookup of every mentioned movie.
    mutating func note(movieWithID id: Movie.ID)
    /// A number the page prints (a count) or that places it (a page number).
    mutating func note(_ value: Int)
    /// A name the page prints (a term).
    mutating func note(_ value: String)
    /// An item the page shows only through values it notes itself (a card's texts, a feed entry's summary):
    /// not part of the digest, but recorded as one of the page's sources, so that a rebuild in which only
    /// the item's text or images changed declares the page again (see `StructuralComparable`).
    mutating func noteSource(_ entry: CatalogEntry)
}

extension PageReads {
    /// Most reads keep no sources: only a build's plan does.
    public mutating func noteSource(_ entry: CatalogEntry) {}

    /// An item of any kind the page shows.
    public mutating func note(_ entry: CatalogEntry) {
        switch entry {
        case .movie(let movie): note(movie)
        case .book(let book): note(book)
        case .comic(let comic): note(comic)
        }
    }

    /// Notes and returns `entries`, so that what a page shows is what it declared.
    public mutating func noted<C: Collection<CatalogEntry>>(_ entries: C) -> [CatalogEntry] {
        for entry in entries { note(entry) }
        return Array(entries)
    }

    /// Notes and returns `value`.
    public mutating func noted(_ value: Int) -> Int {
        note(value)
        return value
    }
}

/// Reads that nobody keeps: for presenting a page whose digest is already known, and for tests.
public struct UnrecordedReads: PageReads {
    public init() {}
    public mutating func note(_ movie: Movie) {}
    public mutating func note(_ book: Book) {}
    public mutating func note(_ comic: Comic) {}
    public mutating func note(movieWithID id: Movie.ID) {}
    public mutating func note(_ value: Int) {}
    public mutating func note(_ value: String) {}
}
