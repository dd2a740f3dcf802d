import Foundation
import Model

/// Receives a movie page's item.
public protocol MovieDetailInput: AnyObject {
    func display(_ item: MovieDetailItem)
}

/// One movie's page.
public struct MovieDetailPresentationModel: Sendable {
    /// Top-billed cast shown on the page.
    public static let castLimit = 12
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// Presents the movie with `id`; false when the catalog has no such movie.
    @discardableResult
    public func present(id: Movie.ID, to input: MovieDetailInput) -> Bool {
        guard let movie = context.movies.repository.movie(id) else { return false }
        let formatter = MovieFormatter(context: context)
        let router = context.router
        let entries = EntryFormatter(context: context)
        let notes = movie.notes
        let rating = entries.rating(notes)
        input.display(MovieDetailItem(
            chrome: context.chrome(title: movie.title, route: .movie(movie.id, title: movie.title)),
            title: movie.title,
            originalTitle: movie.originalTitle.flatMap { $0 != movie.title ? $0 : nil },
            year: formatter.year(movie),
            releaseDate: movie.releaseDate.map(context.dates.format),
            runtime: movie.runtime.map(MovieFormatter.runtime),
            genres: movie.genres.map { LinkItem(title: $0.name, url: router.url(.term(.genres, name: $0.name, page: 1))) },
            tagline: movie.tagline,
            overview: movie.overview,
            posterURL: formatter.posterURL(movie),
            posterAlt: formatter.posterAlt(movie),
            backdropURL: formatter.backdropURL(movie),
            directors: movie.directors,
            cast: movie.cast.prefix(Self.castLimit).map { MovieDetailItem.CastItem(name: $0.name, character: $0.character) },
            recommendations: movie.recommendations.filter { $0.id != movie.id }.map { recommendation in
                if let known = context.movies.repository.movie(recommendation.id) {
                    return .init(title: known.title, url: formatter.url(known), year: formatter.year(known))
                }
                return .init(title: recommendation.title, url: nil, year: recommendation.releaseDate.map { String($0.year) })
            },
            notes: entries.markdown(notes),
            ratingStars: rating.stars,
            ratingText: rating.text,
            watched: notes?.watched.map(context.dates.format),
            tags: entries.tagLinks(notes)
        ))
        return true
    }
}
