/// A book of the catalog, decoded from a cached Google Books volume plus the owner's notes.
public struct Book: Sendable, Identifiable, Equatable {
    /// Google's volume id (`1gM6KphyINsC`); it names the cache file `content/books/<id>.json`.
    public struct ID: Sendable, Hashable, Comparable, CustomStringConvertible {
        public let rawValue: String

        /// Nil unless `rawValue` is 1–64 ASCII letters, digits, `_` or `-`: it becomes part of a path.
        public init?(_ rawValue: String) {
            guard (1...64).contains(rawValue.utf8.count), rawValue.unicodeScalars.allSatisfy({
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
            }) else { return nil }
            self.rawValue = rawValue
        }

        public var description: String { rawValue }
        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public let id: ID
    public var title: String
    public var subtitle: String?
    public var authors: [String]
    public var publisher: String?
    /// At the precision Google gives: a year, a month or a day.
    public var publishedDate: PartialDate?
    /// As sent: untrusted HTML, to be sanitised before display.
    public var descriptionHTML: String?
    public var pageCount: Int?
    public var categories: [String]
    public var isbn13: String?
    public var isbn10: String?
    public var language: String?
    /// The largest cover `imageLinks` offers, upgraded to https.
    public var coverURL: String?
    /// A cover file beside the cache file, relative to the content folder (`books/<id>.svg`); wins over `coverURL`.
    public var localCover: String?
    public var notes: OwnerNotes?

    public init(id: ID, title: String, subtitle: String? = nil, authors: [String] = [], publisher: String? = nil,
                publishedDate: PartialDate? = nil, descriptionHTML: String? = nil, pageCount: Int? = nil,
                categories: [String] = [], isbn13: String? = nil, isbn10: String? = nil, language: String? = nil,
                coverURL: String? = nil, localCover: String? = nil, notes: OwnerNotes? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.authors = authors
        self.publisher = publisher
        self.publishedDate = publishedDate
        self.descriptionHTML = descriptionHTML
        self.pageCount = pageCount
        self.categories = categories
        self.isbn13 = isbn13
        self.isbn10 = isbn10
        self.language = language
        self.coverURL = coverURL
        self.localCover = localCover
        self.notes = notes
    }
}
