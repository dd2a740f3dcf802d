public import Model
import Support

/// The display forms of a movie's fields that several pages share.
public struct MovieFormatter: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    public func url(_ movie: Movie) -> String {
        context.router.url(.movie(movie.id, title: movie.title))
    }

    public func year(_ movie: Movie) -> String? {
        movie.releaseDate.map { context.dates.year($0.year) }
    }

    /// The local poster when there is one, else TMDB's `w342`, else nil.
    public func posterURL(_ movie: Movie) -> String? {
        localPosterURL(movie) ?? movie.posterPath.flatMap { remoteImage($0, size: "w342") }
    }

    /// The poster as `slot` shows it: the local poster alone, or TMDB's `w342` with the widths TMDB serves
    /// that suit the slot (`ImageSlot.tmdbWidths`); nil when there is none.
    public func poster(_ movie: Movie, in slot: ImageSlot) -> ImageSource? {
        if let local = localPosterURL(movie) { return ImageSource(url: local) }
        return movie.posterPath.flatMap { remoteImage($0, size: "w342", offering: slot) }
    }

    /// The address of the local poster copied beside the movie's page, or nil when it has none.
    private func localPosterURL(_ movie: Movie) -> String? {
        guard let local = movie.localPoster, let ext = local.split(separator: ".").last else { return nil }
        return context.router.url(.moviePoster(movie.id, title: movie.title, fileExtension: String(ext)))
    }

    /// A recommendation's thumbnail: the local poster of the catalog's own copy of the movie when it has
    /// one, else TMDB's `w92` (shown 77 CSS pixels wide) with `w154` for screens of twice the density, from
    /// the catalog's copy's poster path or else the recommendation's own; nil when there is no poster.
    /// - Parameter known: the catalog's movie of that id, if any: its poster is the one its own page and
    ///   cards show, where the recommending movie's file holds the copy TMDB had when it was fetched.
    public func thumbnail(of recommendation: Movie.Recommendation, known: Movie?) -> MovieDetailItem.Thumbnail? {
        let alt = posterAlt(title: known?.title ?? recommendation.title)
        if let known, let local = localPosterURL(known) { return .init(url: local, srcset: nil, alt: alt) }
        guard let path = known?.posterPath ?? recommendation.posterPath, let small = remoteImage(path, size: "w92"),
            let large = remoteImage(path, size: "w154")
        else { return nil }
        return .init(url: small, srcset: "\(small) 1x, \(large) 2x", alt: alt)
    }

    public func backdropURL(_ movie: Movie) -> String? {
        backdrop(movie)?.url
    }

    /// TMDB's `w1280` backdrop with its `w300` and `w780`, so that a phone does not download the largest.
    public func backdrop(_ movie: Movie) -> ImageSource? {
        movie.backdropPath.flatMap { remoteImage($0, size: "w1280", offering: .backdrop) }
    }

    public func posterAlt(_ movie: Movie) -> String {
        posterAlt(title: movie.title)
    }

    /// "Poster of Nosferatu" (`movie.poster_alt`).
    private func posterAlt(title: String) -> String {
        context.strings.format(.moviePosterAlt, ["title": title])
    }

    /// - Parameter kind: a label for lists that mix kinds.
    public func card(_ movie: Movie, kind: String? = nil) -> CardItem {
        let poster = poster(movie, in: .card)
        return CardItem(
            title: movie.title, url: url(movie), year: year(movie), posterURL: poster?.url, posterAlt: posterAlt(movie),
            kind: kind, posterSrcset: poster?.srcset, posterSizes: poster?.sizes)
    }

    /// 112 → "1h 52m", 45 → "45m", 120 → "2h"; in Japanese "1時間52分", "45分", "2時間".
    public static func runtime(_ minutes: Int, strings: UIStrings = .english) -> String {
        let (hours, rest) = (String(minutes / 60), String(minutes % 60))
        switch (minutes / 60, minutes % 60) {
        case (0, _): return strings.format(.runtimeMinutes, ["minutes": rest])
        case (_, 0): return strings.format(.runtimeHours, ["hours": hours])
        default: return strings.format(.runtimeHoursMinutes, ["hours": hours, "minutes": rest])
        }
    }

    /// 4 → "★★★★☆".
    public static func stars(_ rating: Int) -> String {
        let filled = max(0, min(5, rating))
        return String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
    }

    /// TMDB's image at `path` in `size`, with the widths `slot` offers as its `srcset`; nil for a path not trusted.
    private func remoteImage(_ path: String, size: String, offering slot: ImageSlot) -> ImageSource? {
        guard let url = remoteImage(path, size: size) else { return nil }
        return ImageSource(url: url, base: context.imageBaseURL, path: path, slot: slot)
    }

    /// TMDB paths look like `/abc.jpg`; anything else (a full URL, spaces, `..`) is not trusted as a path.
    private func remoteImage(_ path: String, size: String) -> String? {
        // Checked as bytes: ASCII letters, digits, '.', '_' and '-' after the leading '/', no "..".
        // (A Character that is not ASCII has a byte of 0x80 or more, so it fails as before.) Read from the string's
        // storage: through its `UTF8View`, the check took 3,000 instructions a path (Callgrind, 2026-11-28).
        var previous = UInt8(0)
        let allowed = path.withUTF8Bytes { bytes in
            bytes.first == UInt8(ascii: "/")
                && bytes.dropFirst().allSatisfy { byte in
                    defer { previous = byte }
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                        UInt8(ascii: "0")...UInt8(ascii: "9"),
                        UInt8(ascii: "_"), UInt8(ascii: "-"):
                        return true
                    case UInt8(ascii: "."):
                        return previous != UInt8(ascii: ".")
                    default:
                        return false
                    }
                }
        }
        return allowed ? context.imageBaseURL + size + path : nil
    }
}
