public import Support

/// The movies of `content/movies/`: one `<id>.json` TMDB response per movie, with optional
/// `<id>.md` owner's notes and an optional local poster `<id>.(jpg|png|webp|svg)`.
public struct JSONCacheMovieRepository: MovieRepository {
    private let index: IDIndex<Movie>

    public init(movies: [Movie]) {
        index = IDIndex(movies)
    }

    public var movies: [Movie] { index.items }

    public func movie(_ id: Movie.ID) -> Movie? {
        index[id]
    }

    static let folder = CacheFolder(
        kind: "movies", noteDateKeys: ["watched"], namingRule: "<TMDB id>.json, like 550.json", isValidStem: CacheFolder.isPositiveNumber)

    /// Loads every movie under `<contentDirectory>/movies`. Items with errors and drafts are left out;
    /// diagnostics name files relative to `siteRoot`.
    public static func load(
        contentDirectory: String, siteRoot: String, listing: FolderListing? = nil,
        store: (any DecodedItemStore<Movie>)? = nil
    ) -> (repository: JSONCacheMovieRepository, diagnostics: [Diagnostic]) {
        let (loaded, diagnostics) = folder.load(
            contentDirectory: contentDirectory, siteRoot: siteRoot, listing: listing,
            store: store, keeping: MovieDecoder.fields
        ) { document, stem, reader in
            MovieDecoder().decode(document, expectedID: Int(stem).map(Movie.ID.init), reader: reader)
        }
        let movies = loaded.compactMap { entry -> Movie? in
            entry.isDraft ? nil : entry.item
        }
        return (JSONCacheMovieRepository(movies: movies), diagnostics)
    }
}
