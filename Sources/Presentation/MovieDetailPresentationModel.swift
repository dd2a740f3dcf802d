import Foundation
public import Model

/// One movie's page.
public struct MovieDetailPresentationModel: Sendable {
    /// Top-billed cast shown on the page, each linked to their page.
    public static let castLimit = Movie.topBilledCount
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// What a movie's page shows: the movie, and for each of its recommendations the catalog's own movie
    /// when it has one.
    public struct Shown: Sendable {
        public let movie: Movie
        public let address: PageAddress
        /// Where the cast and the recommended movies come from, when the page renders: the cast is part of
        /// the movie's files and each recommendation other than the movie itself was noted by id (its title,
        /// year and poster come from there), so the page's digest covers both, and a page that is not
        /// rendered never touches the movies it recommends.
        let repository: any MovieRepository
    }

    /// Declares the page of `movie` at `address`, noting what it shows in `reads`.
    public func shown(_ movie: Movie, at address: PageAddress, reads: inout some PageReads) -> Shown {
        reads.note(movie)
        // A recommendation links the catalog's own page for that movie, when there is one.
        for id in movie.recommendedIDs where id != movie.id { reads.note(movieWithID: id) }
        // Each director and top-billed actor links their page, whose address other movies' names may move.
        reads.noteAddresses(of: movie.directors, by: context.router)
        reads.noteAddresses(of: movie.topBilledNames, by: context.router)
        return Shown(movie: movie, address: address, repository: context.movies.repository)
    }

    /// Presents the movie with `id`; false when the catalog has no such movie.
    @discardableResult
    public func present(id: Movie.ID, to input: any MovieDetailInput) -> Bool {
        guard let movie = context.movies.repository.movie(id) else { return false }
        var reads = UnrecordedReads()
        present(shown(movie, at: context.router.address(.movie(movie.id, title: movie.title)), reads: &reads), to: input)
        return true
    }

    /// Presents a declared page.
    public func present(_ shown: Shown, to input: any MovieDetailInput) {
        let movie = shown.movie
        let formatter = MovieFormatter(context: context)
        let router = context.router
        let entries = EntryFormatter(context: context)
        let notes = movie.notes
        let rating = entries.rating(notes)
        let cast = Array(shown.repository.cast(of: movie).prefix(Self.castLimit))
        let (poster, backdrop) = (formatter.poster(movie, in: .detail), formatter.backdrop(movie))
        input.display(
            MovieDetailItem(
                chrome: context.chrome(title: movie.title, at: shown.address, preview: formatter.preview(movie, cast: cast)),
                title: movie.title,
                originalTitle: movie.originalTitle.flatMap { $0 != movie.title ? $0 : nil },
                year: formatter.year(movie),
                releaseDate: movie.releaseDate.map(context.dates.format),
                runtime: movie.runtime.map { MovieFormatter.runtime($0, strings: context.strings) },
                genres: movie.genres.map { LinkItem(title: $0.name, url: router.url(.term(.genres, name: $0.name, page: 1))) },
                tagline: movie.tagline,
                overview: movie.overview,
                posterURL: poster?.url,
                posterAlt: formatter.posterAlt(movie),
                backdropURL: backdrop?.url,
                posterSrcset: poster?.srcset,
                posterSizes: poster?.sizes,
                backdropSrcset: backdrop?.srcset,
                backdropSizes: backdrop?.sizes,
                directors: movie.directors.map { LinkItem(title: $0, url: personURL($0)) },
                cast: cast.map {
                    MovieDetailItem.CastItem(
                        name: $0.name, character: $0.character,
                        role: $0.character.map { context.strings.format(.movieAsCharacter, ["character": $0]) }, url: personURL($0.name))
                },
                recommendations: Self.recommendations(of: movie).map { recommendation in
                    let known = shown.repository.movie(recommendation.id)
                    let thumbnail = formatter.thumbnail(of: recommendation, known: known)
                    if let known {
                        return .init(title: known.title, url: formatter.url(known), year: formatter.year(known), thumbnail: thumbnail)
                    }
                    return .init(
                        title: recommendation.title, url: nil, year: recommendation.releaseDate.map { context.dates.year($0.year) },
                        thumbnail: thumbnail)
                },
                notes: entries.markdown(notes),
                ratingStars: rating.stars,
                ratingText: rating.text,
                watched: notes?.watched.map(context.dates.format),
                tags: entries.tagLinks(notes)
            ))
    }

    private func personURL(_ name: String) -> String {
        context.router.url(.term(.people, name: name, page: 1))
    }

    /// A movie's recommendations in order, without the movie itself: a page never links to itself.
    private static func recommendations(of movie: Movie) -> some Collection<Movie.Recommendation> {
        movie.recommendations.lazy.filter { $0.id != movie.id }
    }
}
