public import Support

/// A comic of the catalog, decoded from a cached xkcd-style `info.0.json`.
public struct Comic: Sendable, Identifiable, Equatable {
    /// The comic's number; it names the cache file `content/comics/<num>.json`. Numbers may have gaps.
    public struct ID: Sendable, Hashable, Comparable, CustomStringConvertible {
        public let rawValue: Int
        public init(_ rawValue: Int) { self.rawValue = rawValue }
        public var description: String { String(rawValue) }
        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Everything but the id, shared between copies until one changes (see `CopyOnWriteBox`).
    private struct Fields: Sendable, Equatable {
        var title: String
        var alt: String?
        var imageURL: String?
        var date: PartialDate?
        var transcript: String?
        var link: String?
        var newsHTML: String?
        var notes: OwnerNotes?
    }

    private var storage: CopyOnWriteBox<Fields>

    public let id: ID
    /// Plain text for display (`safe_title`; `title` may hold HTML and entities).
    public var title: String {
        get { storage.value.title }
        set { CopyOnWriteBox.mutate(&storage) { $0.title = newValue } }
    }
    /// The hover text; nil when empty.
    public var alt: String? {
        get { storage.value.alt }
        set { CopyOnWriteBox.mutate(&storage) { $0.alt = newValue } }
    }
    /// The remote image (https), or nil when the record gives only a folder URL.
    public var imageURL: String? {
        get { storage.value.imageURL }
        set { CopyOnWriteBox.mutate(&storage) { $0.imageURL = newValue } }
    }
    /// A local image beside the cache file, relative to the content folder; wins over `imageURL`.
    /// Kept beside the id, like a movie's local poster (see `Movie.localPoster`).
    public var localImage: String?
    /// The digest of the files it was loaded from (see `ItemFilesDigest`), kept beside the id like its image: the build
    /// reads it for every item. Nil for one made otherwise; not part of its equality.
    public var filesDigest: ContentHash.Digest?
    public var date: PartialDate? {
        get { storage.value.date }
        set { CopyOnWriteBox.mutate(&storage) { $0.date = newValue } }
    }
    public var transcript: String? {
        get { storage.value.transcript }
        set { CopyOnWriteBox.mutate(&storage) { $0.transcript = newValue } }
    }
    /// Where the comic links to, absolute https/http.
    public var link: String? {
        get { storage.value.link }
        set { CopyOnWriteBox.mutate(&storage) { $0.link = newValue } }
    }
    /// As sent: untrusted HTML, to be sanitised before display.
    public var newsHTML: String? {
        get { storage.value.newsHTML }
        set { CopyOnWriteBox.mutate(&storage) { $0.newsHTML = newValue } }
    }
    public var notes: OwnerNotes? {
        get { storage.value.notes }
        set { CopyOnWriteBox.mutate(&storage) { $0.notes = newValue } }
    }

    public init(
        id: ID, title: String, alt: String? = nil, imageURL: String? = nil, localImage: String? = nil,
        date: PartialDate? = nil, transcript: String? = nil, link: String? = nil, newsHTML: String? = nil,
        notes: OwnerNotes? = nil
    ) {
        self.id = id
        self.localImage = localImage
        storage = CopyOnWriteBox(
            Fields(
                title: title, alt: alt, imageURL: imageURL, date: date, transcript: transcript,
                link: link, newsHTML: newsHTML, notes: notes
            ))
    }

    /// Sets its owner's notes and local image at once, as its folder found them: one copy of the storage
    /// rather than one per field, and none when there is nothing to set, which is most of a large catalog.
    /// One not yet restored stays so.
    public mutating func attach(notes: OwnerNotes?, localImage: String?) {
        self.localImage = localImage
        CopyOnWriteBox.set(\.notes, to: notes, in: &storage)
    }

    public mutating func attach(localImage: String?) { self.localImage = localImage }

    /// One whose fields but the id and local image are made by `restore` when one is first read (see
    /// `Movie.init(id:localPoster:restoring:)`).
    public init(id: ID, localImage: String?, restoring restore: @escaping @Sendable () -> Comic) {
        self.id = id
        self.localImage = localImage
        storage = CopyOnWriteBox(restoring: { restore().storage.value })
    }

    public static func == (lhs: Comic, rhs: Comic) -> Bool {
        lhs.id == rhs.id && lhs.localImage == rhs.localImage && (lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value)
    }
}
