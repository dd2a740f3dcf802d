public import Support

/// Where the book catalog comes from. The build reads the JSON cache; tests inject stubs.
public protocol BookRepository: Sendable {
    /// Every published book (drafts left out), ordered by id.
    var books: [Book] { get }
    func book(_ id: Book.ID) -> Book?
}

/// The books of `content/books/`: one Google Books volume `<id>.json` per book, with optional
/// `<id>.md` notes (`purchased`, `read`, `rating`, `tags`, `draft`) and an optional local cover.
public struct JSONCacheBookRepository: BookRepository {
    private let index: IDIndex<Book>

    public init(books: [Book]) {
        index = IDIndex(books)
    }

    public var books: [Book] { index.items }

    public func book(_ id: Book.ID) -> Book? {
        index[id]
    }

    static let folder = CacheFolder(
        kind: "books", noteDateKeys: ["purchased", "read"],
        namingRule: "<Google Books volume id>.json, like 1gM6KphyINsC.json"
    ) { Book.ID($0) != nil }

    public static func load(
        contentDirectory: String, siteRoot: String, listing: FolderListing? = nil,
        store: (any DecodedItemStore<Book>)? = nil
    ) -> (repository: JSONCacheBookRepository, diagnostics: [Diagnostic]) {
        let (loaded, diagnostics) = folder.load(
            contentDirectory: contentDirectory, siteRoot: siteRoot, listing: listing,
            store: store, keeping: BookDecoder.fields
        ) { document, stem, reader in
            BookDecoder().decode(document, expectedID: Book.ID(stem), reader: reader)
        }
        let books = loaded.compactMap { entry -> Book? in
            entry.isDraft ? nil : entry.item
        }
        return (JSONCacheBookRepository(books: books), diagnostics)
    }
}
