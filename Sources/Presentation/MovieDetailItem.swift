/// Everything the movie page shows, formatted for display.
public struct MovieDetailItem: Sendable, Equatable {
    /// A top-billed member of the cast, linked to their page.
    public struct CastItem: Sendable, Equatable {
        public var name: String
        public var character: String?
        /// The part as the page words it: "as Count Orlok" (`movie.as_character`); nil without a character.
        public var role: String?
        /// Their page, listing every movie of theirs in the catalog.
        public var url: String
        public init(name: String, character: String?, role: String?, url: String) {
            self.name = name
            self.character = character
            self.role = role
            self.url = url
        }
    }

    /// A recommended movie: linked when it is in the catalog, plain text otherwise, with a small poster.
    public struct RecommendationItem: Sendable, Equatable {
        public var title: String
        public var url: String?
        public var year: String?
        /// A small poster beside the title, or nil when there is none: no image is shown then.
        public var thumbnail: Thumbnail?
        public init(title: String, url: String?, year: String?, thumbnail: Thumbnail? = nil) {
            self.title = title
            self.url = url
            self.year = year
            self.thumbnail = thumbnail
        }
    }

    /// A poster at a small size: the catalog's local poster, or TMDB's `w92` with `w154` for dense screens.
    public struct Thumbnail: Sendable, Equatable {
        public var url: String
        /// A `srcset` value offering a sharper copy for screens of twice the density; nil for a local poster,
        /// which exists in one size.
        public var srcset: String?
        public var alt: String
        public init(url: String, srcset: String?, alt: String) {
            self.url = url
            self.srcset = srcset
            self.alt = alt
        }
    }

    public var chrome: PageChrome
    public var title: String
    /// Only when it differs from the title.
    public var originalTitle: String?
    public var year: String?
    /// The full release date at the precision known, per the site's date format.
    public var releaseDate: String?
    /// "1h 52m".
    public var runtime: String?
    public var genres: [LinkItem]
    public var tagline: String?
    public var overview: String?
    public var posterURL: String?
    /// The poster's width candidates and `sizes` (`ImageSource`); nil for a local poster.
    public var posterSrcset: String?
    public var posterSizes: String?
    public var posterAlt: String
    public var backdropURL: String?
    public var backdropSrcset: String?
    public var backdropSizes: String?
    /// Each linked to their page.
    public var directors: [LinkItem]
    public var cast: [CastItem]
    public var recommendations: [RecommendationItem]
    public var notes: MarkdownText?
    /// "★★★★☆".
    public var ratingStars: String?
    /// "4 out of 5", for screen readers and as the stars' label.
    public var ratingText: String?
    public var watched: String?
    /// Linked to their tag pages.
    public var tags: [LinkItem]

    public init(
        chrome: PageChrome, title: String, originalTitle: String? = nil, year: String? = nil, releaseDate: String? = nil,
        runtime: String? = nil, genres: [LinkItem] = [], tagline: String? = nil, overview: String? = nil,
        posterURL: String? = nil, posterAlt: String = "", backdropURL: String? = nil, posterSrcset: String? = nil,
        posterSizes: String? = nil, backdropSrcset: String? = nil, backdropSizes: String? = nil, directors: [LinkItem] = [],
        cast: [CastItem] = [], recommendations: [RecommendationItem] = [], notes: MarkdownText? = nil,
        ratingStars: String? = nil, ratingText: String? = nil, watched: String? = nil, tags: [LinkItem] = []
    ) {
        self.chrome = chrome
        self.title = title
        self.originalTitle = originalTitle
        self.year = year
        self.releaseDate = releaseDate
        self.runtime = runtime
        self.genres = genres
        self.tagline = tagline
        self.overview = overview
        self.posterURL = posterURL
        self.posterAlt = posterAlt
        self.backdropURL = backdropURL
        self.posterSrcset = posterSrcset
        self.posterSizes = posterSizes
        self.backdropSrcset = backdropSrcset
        self.backdropSizes = backdropSizes
        self.directors = directors
        self.cast = cast
        self.recommendations = recommendations
        self.notes = notes
        self.ratingStars = ratingStars
        self.ratingText = ratingText
        self.watched = watched
        self.tags = tags
    }
}
