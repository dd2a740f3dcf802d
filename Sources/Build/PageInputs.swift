import Model
import Presentation

/// What each page is made from, condensed into one digest per page for the manifest. A page whose
/// digest is unchanged since the last build would render to the same bytes, so a rebuild skips it.
///
/// A page's digest covers what every page reads (sitegen's version, the options, `sitegen.toml`, every
/// template (not the assets, which no page reads), the free pages, which sections exist) and then what that page alone shows: its
/// item's files, the items on its slice of a list, its neighbours and recommendations, counts and term
/// names. An item stands for the bytes of its JSON and notes files and the name of its image, which is
/// all its model is decoded from.
struct PageInputs: Sendable {
    private let context: PresentationContext
    private let shared: ContentHash.Digest
    private let movies: [Movie.ID: ContentHash.Digest]
    private let books: [Book.ID: ContentHash.Digest]
    private let comics: [Comic.ID: ContentHash.Digest]
    /// Terms by taxonomy and display name, as the planner names them in jobs: found without making a slug.
    private let terms: [Taxonomy: [String: Term]]

    /// - Parameters:
    ///   - fileHashes: the hash of every input file, by full path (from the fingerprint).
    ///   - content: the content folder's full path.
    ///   - searchPaths: the template folders, in search order. The default theme compiled into sitegen
    ///     needs no entry: it is part of the executable, whose hash `SitegenVersion.buildID` is.
    ///   - options: the options that change output.
    init(context: PresentationContext, fileHashes: [String: String], content: String, searchPaths: [String],
         configPath: String, options: BuildOptions) {
        self.context = context
        @Sendable func itemDigest(_ folder: String, _ stem: String, image: String?) -> ContentHash.Digest {
            var hash = ContentHash()
            let base = folder + stem
            hash.update(fileHashes[base + ".json"] ?? "-")
            hash.update(fileHashes[base + ".md"] ?? "-")
            hash.update(image ?? "-")
            return hash.digest
        }
        let catalog = (movies: context.movies.byRelease, books: context.books.byPurchase, comics: context.comics.byNumber)
        let folders = (movies: content + "/movies/", books: content + "/books/", comics: content + "/comics/")
        movies = Dictionary(catalog.movies.concurrentMap {
            ($0.id, itemDigest(folders.movies, $0.id.description, image: $0.localPoster))
        }, uniquingKeysWith: { first, _ in first })
        books = Dictionary(catalog.books.concurrentMap {
            ($0.id, itemDigest(folders.books, $0.id.rawValue, image: $0.localCover))
        }, uniquingKeysWith: { first, _ in first })
        comics = Dictionary(catalog.comics.concurrentMap {
            ($0.id, itemDigest(folders.comics, $0.id.description, image: $0.localImage))
        }, uniquingKeysWith: { first, _ in first })

        terms = Dictionary(uniqueKeysWithValues: Taxonomy.allCases.map { taxonomy in
            (taxonomy, Dictionary(context.taxonomies.terms(taxonomy).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
        })

        var hash = ContentHash()
        hash.update("sitegen \(SitegenVersion.buildID)")
        hash.update("base-url \(options.baseURL ?? "")")
        hash.update("skip-invalid \(options.skipInvalid)")
        hash.update(fileHashes[configPath] ?? "-")
        // Templates and free pages reach every page (layout, navigation); they are few. Assets do not:
        // pages link them by a fixed address and never read them, and each is copied by its own hash.
        // Named relative to their folder, as in the fingerprint, so that a site checked out elsewhere matches.
        let roots = searchPaths.enumerated().map { ($0.element + "/", "\($0.offset):") } + [(content + "/pages/", "pages:")]
        var shared: [(name: String, hash: String)] = []
        for (path, fileHash) in fileHashes {
            if let (root, prefix) = roots.first(where: { path.hasPrefix($0.0) }) {
                let relative = path.dropFirst(root.count)
                if prefix != "pages:" && relative.hasPrefix("assets/") { continue }
                shared.append((prefix + relative, fileHash))
            }
        }
        for file in shared.sorted(by: { $0.name < $1.name }) {
            hash.update(file.name)
            hash.update(file.hash)
        }
        // The navigation and the 404 page link only the sections that exist.
        hash.update("\(catalog.movies.isEmpty) \(catalog.books.isEmpty) \(catalog.comics.isEmpty)")
        for taxonomy in Taxonomy.allCases {
            hash.update("\(taxonomy) \(context.taxonomies.terms(taxonomy).isEmpty)")
        }
        self.shared = hash.digest
    }

    /// The digest of `job`, written at `path`.
    func digest(_ job: PageJob, path: String) -> String {
        var hash = ContentHash()
        hash.update(shared)
        hash.update(path)
        let paginator = Paginator(pageSize: context.config.pageSize)
        switch job {
        case .home:
            hash.update(context.movies.byRelease.count)
            hash.update(context.books.byPurchase.count)
            hash.update(context.comics.byNumber.count)
            for entry in HomePresentationModel(context: context).latest() { add(entry, to: &hash) }
        case .movieList(let page):
            hash.update(context.movies.byRelease.count)
            for movie in paginator.slice(context.movies.byRelease, page: page) { add(.movie(movie), to: &hash) }
        case .movie(let id):
            hash.update(movies[id] ?? Self.missing)
            // A recommendation links the catalog's own page for that movie, when there is one.
            for recommendation in context.movies.repository.movie(id)?.recommendations ?? [] {
                hash.update(movies[recommendation.id] ?? Self.missing)
            }
        case .bookList(let page):
            hash.update(context.books.byPurchase.count)
            for book in paginator.slice(context.books.byPurchase, page: page) { add(.book(book), to: &hash) }
        case .book(let id):
            hash.update(books[id] ?? Self.missing)
        case .comicArchive:
            for comic in context.comics.byNumber { add(.comic(comic), to: &hash) }
        case .comic(let id):
            hash.update(comics[id] ?? Self.missing)
            let neighbours = context.comics.neighbours(of: id)
            for neighbour in [neighbours?.first, neighbours?.previous, neighbours?.next, neighbours?.latest] {
                hash.update(neighbour?.rawValue ?? 0)
            }
        case .latestComic:
            // The redirect names the newest comic too, not only its address.
            if let latest = context.comics.latest { add(.comic(latest), to: &hash) }
        case .termIndex(let taxonomy):
            for term in context.taxonomies.terms(taxonomy) {
                hash.update(term.name)
                hash.update(term.entries.count)
            }
        case .term(let taxonomy, let name, let page):
            guard let term = terms[taxonomy]?[name] else { break }
            hash.update(term.name)
            hash.update(term.entries.count)
            for entry in paginator.slice(term.entries, page: page) { add(entry, to: &hash) }
        case .page, .notFound:
            break
        }
        return hash.hex
    }

    /// Stands for an item that is not in the catalog (a recommendation of a movie the owner does not have).
    private static let missing = ContentHash().digest

    private func add(_ entry: CatalogEntry, to hash: inout ContentHash) {
        switch entry {
        case .movie(let movie):
            hash.update(movie.id.rawValue)
            hash.update(movies[movie.id] ?? Self.missing)
        case .book(let book):
            hash.update(book.id.rawValue)
            hash.update(books[book.id] ?? Self.missing)
        case .comic(let comic):
            hash.update(-comic.id.rawValue)
            hash.update(comics[comic.id] ?? Self.missing)
        }
    }
}
