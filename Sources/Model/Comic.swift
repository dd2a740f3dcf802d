/// A comic of the catalog, decoded from a cached xkcd-style `info.0.json`.
public struct Comic: Sendable, Identifiable, Equatable {
    /// The comic's number; it names the cache file `content/comics/<num>.json`. Numbers may have gaps.
    public struct ID: Sendable, Hashable, Comparable, CustomStringConvertible {
        public let rawValue: Int
        public init(_ rawValue: Int) { self.rawValue = rawValue }
        public var description: String { String(rawValue) }
        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public let id: ID
    /// Plain text for display (`safe_title`; `title` may hold HTML and entities).
    public var title: String
    /// The hover text; nil when empty.
    public var alt: String?
    /// The remote image (https), or nil when the record gives only a folder URL.
    public var imageURL: String?
    /// A local image beside the cache file, relative to the content folder; wins over `imageURL`.
    public var localImage: String?
    public var date: PartialDate?
    public var transcript: String?
    /// Where the comic links to, absolute https/http.
    public var link: String?
    /// As sent: untrusted HTML, to be sanitised before display.
    public var newsHTML: String?
    public var notes: OwnerNotes?

    public init(id: ID, title: String, alt: String? = nil, imageURL: String? = nil, localImage: String? = nil,
                date: PartialDate? = nil, transcript: String? = nil, link: String? = nil, newsHTML: String? = nil,
                notes: OwnerNotes? = nil) {
        self.id = id
        self.title = title
        self.alt = alt
        self.imageURL = imageURL
        self.localImage = localImage
        self.date = date
        self.transcript = transcript
        self.link = link
        self.newsHTML = newsHTML
        self.notes = notes
    }
}
