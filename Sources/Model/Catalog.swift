public import Support

/// Everything the site is made of, one repository per kind.
public struct Catalog: Sendable {
    public var movies: any MovieRepository
    public var books: any BookRepository
    public var comics: any ComicRepository
    public var pages: any FreePageRepository

    public init(
        movies: any MovieRepository = JSONCacheMovieRepository(movies: []),
        books: any BookRepository = JSONCacheBookRepository(books: []),
        comics: any ComicRepository = JSONCacheComicRepository(comics: []),
        pages: any FreePageRepository = MarkdownFreePageRepository(pages: [])
    ) {
        self.movies = movies
        self.books = books
        self.comics = comics
        self.pages = pages
    }

    /// Reads every kind from the content folder; items with errors are left out and reported.
    /// Items whose files `stores` hold unchanged are restored from them instead of parsed.
    /// - Parameter listing: the content folder's own folders as the build's scan listed them; nil to list
    ///   each folder here.
    public static func load(
        contentDirectory: String, siteRoot: String, listing: ContentListing? = nil,
        stores: DecodedItemStores = DecodedItemStores()
    ) -> (catalog: Catalog, diagnostics: [Diagnostic]) {
        // A folder the scan did not find is not there: it loads as empty, as a folder that cannot be listed does.
        @Sendable func folder(_ name: String) -> FolderListing? { listing.map { $0.folders[name] ?? FolderListing([]) } }
        // The kinds are loaded side by side: each lists and indexes its folder on one core before it restores its
        // items on all, and one after another those steps left a core idle.
        let (movies, (books, comics)) = inParallel(
            {
                JSONCacheMovieRepository.load(
                    contentDirectory: contentDirectory, siteRoot: siteRoot, listing: folder("movies"), store: stores.movies)
            },
            {
                let books = JSONCacheBookRepository.load(
                    contentDirectory: contentDirectory, siteRoot: siteRoot, listing: folder("books"), store: stores.books)
                let comics = JSONCacheComicRepository.load(
                    contentDirectory: contentDirectory, siteRoot: siteRoot, listing: folder("comics"), store: stores.comics)
                return (books, comics)
            })
        let pages = MarkdownFreePageRepository.load(contentDirectory: contentDirectory, siteRoot: siteRoot, listing: folder("pages"))
        let catalog = Catalog(movies: movies.repository, books: books.repository, comics: comics.repository, pages: pages.repository)
        return (catalog, (movies.diagnostics + books.diagnostics + comics.diagnostics + pages.diagnostics).sorted())
    }

    /// Makes every item the item cache left unmade (see `Movie.init(id:localPoster:restoring:)`), on all cores: for a
    /// build about to read every item, which would otherwise make them one by one as it first reads each.
    public func makeEveryItem() {
        _ = movies.movies.concurrentMap { $0.title.isEmpty }
        _ = books.books.concurrentMap { $0.title.isEmpty }
        _ = comics.comics.concurrentMap { $0.title.isEmpty }
    }
}
