public import Support

/// A movie of the catalog, decoded from a cached TMDB response plus the owner's notes.
public struct Movie: Sendable, Identifiable, Equatable {
    /// TMDB's numeric movie id; it names the cache file `content/movies/<id>.json`.
    public struct ID: Sendable, Hashable, Comparable, CustomStringConvertible {
        public let rawValue: Int
        public init(_ rawValue: Int) { self.rawValue = rawValue }
        public var description: String { String(rawValue) }
        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public struct Genre: Sendable, Hashable {
        public let name: String
        public init(name: String) { self.name = name }
    }

    public struct CastMember: Sendable, Equatable {
        public let name: String
        public let character: String?
        public init(name: String, character: String?) {
            self.name = name
            self.character = character
        }
    }

    /// A movie TMDB recommends; it may or may not be in this catalog.
    public struct Recommendation: Sendable, Equatable {
        public let id: ID
        public let title: String
        public let releaseDate: PartialDate?
        /// TMDB's poster path of the recommended movie (`/abc.jpg`), for a thumbnail beside its title.
        public let posterPath: String?
        public init(id: ID, title: String, releaseDate: PartialDate?, posterPath: String? = nil) {
            self.id = id
            self.title = title
            self.releaseDate = releaseDate
            self.posterPath = posterPath
        }
    }

    /// How many of the cast are top-billed: shown on the movie's page, each with a page of their own.
    public static let topBilledCount = 12

    /// Everything but the id, shared between copies until one changes (see `CopyOnWriteBox`).
    private struct Fields: Sendable, Equatable {
        var title: String
        var originalTitle: String?
        var originalLanguage: String?
        var releaseDate: PartialDate?
        var runtime: Int?
        var genres: [Genre]
        var tagline: String?
        var overview: String?
        var posterPath: String?
        var backdropPath: String?
        var directors: [String]
        var cast: [CastMember]
        var topBilledNames: [String]
        var recommendations: PackedRecommendations
        var notes: OwnerNotes?
    }

    private var storage: CopyOnWriteBox<Fields>

    public let id: ID
    public var title: String {
        get { storage.value.title }
        set { CopyOnWriteBox.mutate(&storage) { $0.title = newValue } }
    }
    public var originalTitle: String? {
        get { storage.value.originalTitle }
        set { CopyOnWriteBox.mutate(&storage) { $0.originalTitle = newValue } }
    }
    public var originalLanguage: String? {
        get { storage.value.originalLanguage }
        set { CopyOnWriteBox.mutate(&storage) { $0.originalLanguage = newValue } }
    }
    public var releaseDate: PartialDate? {
        get { storage.value.releaseDate }
        set { CopyOnWriteBox.mutate(&storage) { $0.releaseDate = newValue } }
    }
    /// Minutes; TMDB's `null` and `0` both mean unknown.
    public var runtime: Int? {
        get { storage.value.runtime }
        set { CopyOnWriteBox.mutate(&storage) { $0.runtime = newValue } }
    }
    public var genres: [Genre] {
        get { storage.value.genres }
        set { CopyOnWriteBox.mutate(&storage) { $0.genres = newValue } }
    }
    public var tagline: String? {
        get { storage.value.tagline }
        set { CopyOnWriteBox.mutate(&storage) { $0.tagline = newValue } }
    }
    public var overview: String? {
        get { storage.value.overview }
        set { CopyOnWriteBox.mutate(&storage) { $0.overview = newValue } }
    }
    /// TMDB image paths such as `/abc.jpg`, to be joined with an image base URL.
    public var posterPath: String? {
        get { storage.value.posterPath }
        set { CopyOnWriteBox.mutate(&storage) { $0.posterPath = newValue } }
    }
    public var backdropPath: String? {
        get { storage.value.backdropPath }
        set { CopyOnWriteBox.mutate(&storage) { $0.backdropPath = newValue } }
    }
    /// A poster file beside the cache file, relative to the content folder (`movies/550.svg`);
    /// it wins over `posterPath`. Kept beside the id rather than with the other fields: the build reads it
    /// for every movie (the files it copies), which would otherwise restore every movie the item cache kept.
    public var localPoster: String?
    /// The digest of the files it was loaded from (see `ItemFilesDigest`), kept beside the id like its image: the build
    /// reads it for every item. Nil for one made otherwise; not part of its equality.
    public var filesDigest: ContentHash.Digest?
    /// Distinct names, in credit order.
    public var directors: [String] {
        get { storage.value.directors }
        set { CopyOnWriteBox.mutate(&storage) { $0.directors = newValue } }
    }
    /// In billing order. Setting it sets `topBilledNames` to match.
    public var cast: [CastMember] {
        get { storage.value.cast }
        set {
            CopyOnWriteBox.mutate(&storage) {
                $0.cast = newValue
                $0.topBilledNames = Self.topBilledNames(of: newValue)
            }
        }
    }
    /// The names of the first `topBilledCount` of the cast, in billing order. Kept apart from `cast`
    /// because a movie restored from the item cache has its cast left in the cache until its page renders
    /// (see `MovieRepository.cast(of:)`), while the people pages need every movie's top-billed names
    /// when the build plans them.
    public var topBilledNames: [String] { storage.value.topBilledNames }
    /// Made from their packed form each time they are read (see `PackedRecommendations`): only the movie's page does.
    public var recommendations: [Recommendation] {
        get { storage.value.recommendations.unpacked }
        set { CopyOnWriteBox.mutate(&storage) { $0.recommendations = PackedRecommendations(newValue) } }
    }
    /// The ids of `recommendations`, in order, read without making their titles and poster paths.
    public var recommendedIDs: [ID] { storage.value.recommendations.ids }
    /// `recommendations` as the movie keeps them, packed: what a store writes.
    public var packedRecommendations: PackedRecommendations { storage.value.recommendations }
    /// Whether one of `recommendations` has an id that satisfies `predicate`: read in place, without an array of them.
    public func recommends(where predicate: (ID) -> Bool) -> Bool { storage.value.recommendations.containsID(where: predicate) }
    public var notes: OwnerNotes? {
        get { storage.value.notes }
        set { CopyOnWriteBox.mutate(&storage) { $0.notes = newValue } }
    }

    /// - Parameters:
    ///   - topBilledNames: nil to take them from `cast`; given by a movie restored without its cast.
    ///   - packedRecommendations: the recommendations as a store packed them, in place of `recommendations`.
    public init(
        id: ID, title: String, originalTitle: String? = nil, originalLanguage: String? = nil,
        releaseDate: PartialDate? = nil, runtime: Int? = nil, genres: [Genre] = [], tagline: String? = nil,
        overview: String? = nil, posterPath: String? = nil, backdropPath: String? = nil, localPoster: String? = nil,
        directors: [String] = [], cast: [CastMember] = [], topBilledNames: [String]? = nil,
        recommendations: [Recommendation] = [], packedRecommendations: PackedRecommendations? = nil, notes: OwnerNotes? = nil
    ) {
        self.id = id
        self.localPoster = localPoster
        storage = CopyOnWriteBox(
            Fields(
                title: title, originalTitle: originalTitle, originalLanguage: originalLanguage, releaseDate: releaseDate,
                runtime: runtime, genres: genres, tagline: tagline, overview: overview, posterPath: posterPath,
                backdropPath: backdropPath, directors: directors, cast: cast,
                topBilledNames: topBilledNames ?? Self.topBilledNames(of: cast),
                recommendations: packedRecommendations ?? PackedRecommendations(recommendations), notes: notes
            ))
    }

    /// A movie whose fields but the id and local poster are made by `restore` when one is first read, on
    /// whichever thread reads it: for one the item cache kept, which a rebuild may never show. `restore` must
    /// give a movie of this id and local poster, with its notes: the store attaches them (see `DecodedItemStore`).
    public init(id: ID, localPoster: String?, restoring restore: @escaping @Sendable () -> Movie) {
        self.id = id
        self.localPoster = localPoster
        storage = CopyOnWriteBox(restoring: { restore().storage.value })
    }

    private static func topBilledNames(of cast: [CastMember]) -> [String] {
        cast.prefix(topBilledCount).map(\.name)
    }

    /// Sets its owner's notes and local poster at once, as its folder found them: one copy of the storage
    /// rather than one per field, and none when there is nothing to set, which is most of a large catalog.
    /// A movie not yet restored stays so.
    public mutating func attach(notes: OwnerNotes?, localImage: String?) {
        localPoster = localImage
        CopyOnWriteBox.set(\.notes, to: notes, in: &storage)
    }

    public mutating func attach(localImage: String?) { localPoster = localImage }

    public static func == (lhs: Movie, rhs: Movie) -> Bool {
        lhs.id == rhs.id && lhs.localPoster == rhs.localPoster && (lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value)
    }
}
