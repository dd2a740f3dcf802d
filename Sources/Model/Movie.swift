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
        public init(id: ID, title: String, releaseDate: PartialDate?) {
            self.id = id
            self.title = title
            self.releaseDate = releaseDate
        }
    }

    public let id: ID
    public var title: String
    public var originalTitle: String?
    public var originalLanguage: String?
    public var releaseDate: PartialDate?
    /// Minutes; TMDB's `null` and `0` both mean unknown.
    public var runtime: Int?
    public var genres: [Genre]
    public var tagline: String?
    public var overview: String?
    /// TMDB image paths such as `/abc.jpg`, to be joined with an image base URL.
    public var posterPath: String?
    public var backdropPath: String?
    /// A poster file beside the cache file, relative to the content folder (`movies/550.svg`);
    /// it wins over `posterPath`.
    public var localPoster: String?
    /// Distinct names, in credit order.
    public var directors: [String]
    /// In billing order.
    public var cast: [CastMember]
    public var recommendations: [Recommendation]
    public var notes: OwnerNotes?

    public init(
        id: ID, title: String, originalTitle: String? = nil, originalLanguage: String? = nil,
        releaseDate: PartialDate? = nil, runtime: Int? = nil, genres: [Genre] = [], tagline: String? = nil,
        overview: String? = nil, posterPath: String? = nil, backdropPath: String? = nil, localPoster: String? = nil,
        directors: [String] = [], cast: [CastMember] = [], recommendations: [Recommendation] = [],
        notes: OwnerNotes? = nil
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle
        self.originalLanguage = originalLanguage
        self.releaseDate = releaseDate
        self.runtime = runtime
        self.genres = genres
        self.tagline = tagline
        self.overview = overview
        self.posterPath = posterPath
        self.backdropPath = backdropPath
        self.localPoster = localPoster
        self.directors = directors
        self.cast = cast
        self.recommendations = recommendations
        self.notes = notes
    }
}
