public import Support

/// A book of the catalog, decoded from a cached Google Books volume plus the owner's notes.
public struct Book: Sendable, Identifiable, Equatable {
    /// Google's volume id (`1gM6KphyINsC`); it names the cache file `content/books/<id>.json`.
    public struct ID: Sendable, Hashable, Comparable, CustomStringConvertible {
        public let rawValue: String

        /// Nil unless `rawValue` is 1–64 ASCII letters, digits, `_` or `-`: it becomes part of a path.
        public init?(_ rawValue: String) {
            // By bytes: a byte outside these is no allowed character. Scalar by scalar, the check took about twice the
            // instructions, in every build that loads a book.
            guard (1...64).contains(rawValue.utf8.count), rawValue.withUTF8Bytes({ $0.allSatisfy(Self.isAllowed) }) else { return nil }
            self.rawValue = rawValue
        }

        private static func isAllowed(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "-"):
                true
            default: false
            }
        }

        public var description: String { rawValue }
        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Everything but the id, shared between copies until one changes (see `CopyOnWriteBox`).
    private struct Fields: Sendable, Equatable {
        var title: String
        var subtitle: String?
        var authors: [String]
        var publisher: String?
        var publishedDate: PartialDate?
        var descriptionHTML: String?
        var pageCount: Int?
        var categories: [String]
        var isbn13: String?
        var isbn10: String?
        var language: String?
        var covers: [BookCover]
        var notes: OwnerNotes?
    }

    private var storage: CopyOnWriteBox<Fields>

    public let id: ID
    public var title: String {
        get { storage.value.title }
        set { CopyOnWriteBox.mutate(&storage) { $0.title = newValue } }
    }
    public var subtitle: String? {
        get { storage.value.subtitle }
        set { CopyOnWriteBox.mutate(&storage) { $0.subtitle = newValue } }
    }
    public var authors: [String] {
        get { storage.value.authors }
        set { CopyOnWriteBox.mutate(&storage) { $0.authors = newValue } }
    }
    public var publisher: String? {
        get { storage.value.publisher }
        set { CopyOnWriteBox.mutate(&storage) { $0.publisher = newValue } }
    }
    /// At the precision Google gives: a year, a month or a day.
    public var publishedDate: PartialDate? {
        get { storage.value.publishedDate }
        set { CopyOnWriteBox.mutate(&storage) { $0.publishedDate = newValue } }
    }
    /// As sent: untrusted HTML, to be sanitised before display.
    public var descriptionHTML: String? {
        get { storage.value.descriptionHTML }
        set { CopyOnWriteBox.mutate(&storage) { $0.descriptionHTML = newValue } }
    }
    public var pageCount: Int? {
        get { storage.value.pageCount }
        set { CopyOnWriteBox.mutate(&storage) { $0.pageCount = newValue } }
    }
    public var categories: [String] {
        get { storage.value.categories }
        set { CopyOnWriteBox.mutate(&storage) { $0.categories = newValue } }
    }
    public var isbn13: String? {
        get { storage.value.isbn13 }
        set { CopyOnWriteBox.mutate(&storage) { $0.isbn13 = newValue } }
    }
    public var isbn10: String? {
        get { storage.value.isbn10 }
        set { CopyOnWriteBox.mutate(&storage) { $0.isbn10 = newValue } }
    }
    public var language: String? {
        get { storage.value.language }
        set { CopyOnWriteBox.mutate(&storage) { $0.language = newValue } }
    }
    /// Every cover `imageLinks` lists, smallest first, over https.
    public var covers: [BookCover] {
        get { storage.value.covers }
        set { CopyOnWriteBox.mutate(&storage) { $0.covers = newValue.sorted { $0.size < $1.size } } }
    }
    /// The largest cover `imageLinks` lists, or nil when it lists none.
    public var coverURL: String? { storage.value.covers.last?.url }
    /// A cover file beside the cache file, relative to the content folder (`books/<id>.svg`); wins over `coverURL`.
    /// Kept beside the id, like a movie's local poster (see `Movie.localPoster`).
    public var localCover: String?
    /// The digest of the files it was loaded from (see `ItemFilesDigest`), kept beside the id like its image: the build
    /// reads it for every item. Nil for one made otherwise; not part of its equality.
    public var filesDigest: ContentHash.Digest?
    public var notes: OwnerNotes? {
        get { storage.value.notes }
        set { CopyOnWriteBox.mutate(&storage) { $0.notes = newValue } }
    }

    public init(
        id: ID, title: String, subtitle: String? = nil, authors: [String] = [], publisher: String? = nil,
        publishedDate: PartialDate? = nil, descriptionHTML: String? = nil, pageCount: Int? = nil,
        categories: [String] = [], isbn13: String? = nil, isbn10: String? = nil, language: String? = nil,
        covers: [BookCover] = [], localCover: String? = nil, notes: OwnerNotes? = nil
    ) {
        self.id = id
        self.localCover = localCover
        storage = CopyOnWriteBox(
            Fields(
                title: title, subtitle: subtitle, authors: authors, publisher: publisher, publishedDate: publishedDate,
                descriptionHTML: descriptionHTML, pageCount: pageCount, categories: categories, isbn13: isbn13,
                isbn10: isbn10, language: language, covers: covers.sorted { $0.size < $1.size },
                notes: notes
            ))
    }

    /// Sets its owner's notes and local cover at once, as its folder found them: one copy of the storage
    /// rather than one per field, and none when there is nothing to set, which is most of a large catalog.
    /// One not yet restored stays so.
    public mutating func attach(notes: OwnerNotes?, localImage: String?) {
        localCover = localImage
        CopyOnWriteBox.set(\.notes, to: notes, in: &storage)
    }

    public mutating func attach(localImage: String?) { localCover = localImage }

    /// One whose fields but the id and local cover are made by `restore` when one is first read (see
    /// `Movie.init(id:localPoster:restoring:)`).
    public init(id: ID, localCover: String?, restoring restore: @escaping @Sendable () -> Book) {
        self.id = id
        self.localCover = localCover
        storage = CopyOnWriteBox(restoring: { restore().storage.value })
    }

    public static func == (lhs: Book, rhs: Book) -> Bool {
        lhs.id == rhs.id && lhs.localCover == rhs.localCover && (lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value)
    }
}
