import Model
import Presentation
import Support

/// What each page is made from, condensed into one digest per page for the manifest. A page whose
/// digest is unchanged since the last build would render to the same bytes, so a rebuild skips it.
///
/// A page's digest covers what every page reads (sitegen's version, the options, `sitegen.toml`, the site's
/// strings file of its language (labels are on every page), every template (not the assets, which no page reads), the free pages, which sections exist) and then what
/// its kind declares it shows (see `PageKind.shown`): items, counts, names. An item stands for the bytes
/// of its JSON and notes files and the name of its image, which is all its model is decoded from.
final class PageDigests: Sendable {
    /// What every page reads, hashed.
    let shared: ContentHash.Digest
    /// Every item of the catalog, movies then books then comics, each in its kind's order: a page's sources
    /// are places in this list.
    let items: [Item]
    private let movies: [Movie.ID: Source]
    private let books: [Book.ID: Source]
    private let comics: [Comic.ID: Source]

    /// An item as the plan keeps it: its path below the content folder (`movies/550`) and the digest of its files.
    struct Item: Sendable, Equatable {
        let key: String
        let digest: ContentHash.Digest
    }

    /// An item's digest and its place in `items`.
    private struct Source: Sendable {
        let digest: ContentHash.Digest
        let ordinal: UInt32
    }

    /// An item as the plan keeps it, by its key (`movies/550`). One not loaded from its files (a catalog made otherwise)
    /// stands for its image alone.
    private static func item(_ key: String, files: ContentHash.Digest?, image: String?) -> Item {
        Item(key: key, digest: files ?? ItemFilesDigest.of(jsonHash: nil, notesHash: nil, image: image))
    }

    @Sendable static func item(of movie: Movie) -> Item {
        item(String("movies/", decimal: movie.id.rawValue), files: movie.filesDigest, image: movie.localPoster)
    }

    @Sendable static func item(of book: Book) -> Item {
        item("books/" + book.id.rawValue, files: book.filesDigest, image: book.localCover)
    }

    @Sendable static func item(of comic: Comic) -> Item {
        item(String("comics/", decimal: comic.id.rawValue), files: comic.filesDigest, image: comic.localImage)
    }

    /// An entry as the plan keeps it (see `item(of:)`).
    static func item(of entry: CatalogEntry) -> Item {
        switch entry {
        case .movie(let movie): item(of: movie)
        case .book(let book): item(of: book)
        case .comic(let comic): item(of: comic)
        }
    }

    /// - Parameters:
    ///   - fileHashes: the hash of every input file, by full path (from the fingerprint), but the items' JSON and notes
    ///     files: an item loaded from its folder carries the digest of its files (`ItemFilesDigest`).
    ///   - content: the content folder's full path.
    ///   - searchPaths: the template folders, in search order. The default theme compiled into sitegen
    ///     needs no entry: it is part of the executable, whose hash `SitegenVersion.buildID` is.
    ///   - options: the options that change output.
    init(
        context: PresentationContext, fileHashes: [String: String], content: String,
        searchPaths: [String], configPath: String, stringsPath: String, options: BuildOptions
    ) {
        let catalog = (movies: context.movies.byRelease, books: context.books.byPurchase, comics: context.comics.byNumber)
        let movieItems = catalog.movies.concurrentMap(Self.item(of:))
        let bookItems = catalog.books.concurrentMap(Self.item(of:))
        let comicItems = catalog.comics.concurrentMap(Self.item(of:))
        items = movieItems + bookItems + comicItems
        @Sendable func sources<ID: Hashable & Sendable>(_ ids: [ID], _ items: [Item], from start: Int) -> [ID: Source] {
            var sources: [ID: Source] = [:]
            sources.reserveCapacity(ids.count)
            for (offset, (id, item)) in zip(ids, items).enumerated() where sources[id] == nil {
                sources[id] = Source(digest: item.digest, ordinal: UInt32(start + offset))
            }
            return sources
        }
        // The three tables side by side: one after another, they were 32 M instructions of a 50k edit on one core while
        // the other waited.
        (movies, (books, comics)) = inParallel(
            { sources(catalog.movies.map(\.id), movieItems, from: 0) },
            {
                inParallel(
                    { sources(catalog.books.map(\.id), bookItems, from: movieItems.count) },
                    { sources(catalog.comics.map(\.id), comicItems, from: movieItems.count + bookItems.count) })
            })

        var hash = ContentHash()
        hash.update("sitegen \(SitegenVersion.buildID)")
        hash.update("base-url \(options.baseURL ?? "")")
        hash.update("relative-links \(options.relativeLinks)")
        hash.update("skip-invalid \(options.skipInvalid)")
        hash.update(fileHashes[configPath] ?? "-")
        hash.update(fileHashes[stringsPath] ?? "-")
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

    /// A page's reads, to note what it shows: begun with what every page reads and the page's path.
    func reads(for path: String) -> DigestReads {
        var hash = ContentHash()
        hash.update(shared)
        hash.update(path)
        return DigestReads(hash: hash, items: self)
    }

    /// Stands for an item that is not in the catalog (a recommendation of a movie the owner does not have).
    static let missing = ContentHash().digest

    /// The digest of a movie's files (`missing` when the catalog lacks it) and its place in `items`.
    func source(of movie: Movie.ID) -> (digest: ContentHash.Digest, ordinal: UInt32?) {
        movies[movie].map { ($0.digest, $0.ordinal) } ?? (Self.missing, nil)
    }

    /// The digest of a book's files and its place in `items`.
    func source(of book: Book.ID) -> (digest: ContentHash.Digest, ordinal: UInt32?) {
        books[book].map { ($0.digest, $0.ordinal) } ?? (Self.missing, nil)
    }

    /// The digest of an item's files and its place in `items`.
    func source(of entry: CatalogEntry) -> (digest: ContentHash.Digest, ordinal: UInt32?) {
        switch entry {
        case .movie(let movie): source(of: movie.id)
        case .book(let book): source(of: book.id)
        case .comic(let comic): source(of: comic.id)
        }
    }

    /// The digest of a comic's files and its place in `items`.
    func source(of comic: Comic.ID) -> (digest: ContentHash.Digest, ordinal: UInt32?) {
        comics[comic].map { ($0.digest, $0.ordinal) } ?? (Self.missing, nil)
    }
}
