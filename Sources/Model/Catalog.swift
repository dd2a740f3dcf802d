import Support
/// Everything the site is made of, one repository per kind.
public struct Catalog: Sendable {
    public var movies: any MovieRepository
    public var books: any BookRepository
    public var comics: any ComicRepository
    public var pages: any FreePageRepository

    public init(movies: any MovieRepository = JSONCacheMovieRepository(movies: []),
                books: any BookRepository = JSONCacheBookRepository(books: []),
                comics: any ComicRepository = JSONCacheComicRepository(comics: []),
                pages: any FreePageRepository = MarkdownFreePageRepository(pages: [])) {
        self.movies = movies
        self.books = books
        self.comics = comics
        self.pages = pages
    }

    /// Reads every kind from the content folder; items with errors are left out and reported.
    /// Items whose files `cache` holds unchanged are restored from it instead of parsed.
    public static func load(contentDirectory: String, siteRoot: String,
                            cache: DecodedItemCache? = nil) -> (catalog: Catalog, diagnostics: [Diagnostic]) {
        let movies = JSONCacheMovieRepository.load(contentDirectory: contentDirectory, siteRoot: siteRoot, cache: cache)
        let books = JSONCacheBookRepository.load(contentDirectory: contentDirectory, siteRoot: siteRoot, cache: cache)
        let comics = JSONCacheComicRepository.load(contentDirectory: contentDirectory, siteRoot: siteRoot, cache: cache)
        let pages = MarkdownFreePageRepository.load(contentDirectory: contentDirectory, siteRoot: siteRoot)
        let catalog = Catalog(movies: movies.repository, books: books.repository, comics: comics.repository, pages: pages.repository)
        return (catalog, (movies.diagnostics + books.diagnostics + comics.diagnostics + pages.diagnostics).sorted())
    }
}
