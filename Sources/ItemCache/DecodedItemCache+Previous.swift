public import Model

extension DecodedItemCache {
    /// The movie the previous build's record of `path` (`movies/550`) holds, cast and notes included, whatever
    /// files it was stored for: what an item was before this build changed it. Nil without such a record.
    public func previousMovie(at path: String) -> Movie? {
        CachedMovies(cache: self, lazily: false).previous(at: path)
    }

    /// The book the previous build's record of `path` holds, notes included (see `previousMovie(at:)`).
    public func previousBook(at path: String) -> Book? {
        CachedBooks(cache: self, lazily: false).previous(at: path)
    }

    /// The comic the previous build's record of `path` holds, notes included (see `previousMovie(at:)`).
    public func previousComic(at path: String) -> Comic? {
        CachedComics(cache: self, lazily: false).previous(at: path)
    }
}
