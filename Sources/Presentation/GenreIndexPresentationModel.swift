import Model

/// Receives the genre index.
public protocol GenreIndexInput: AnyObject {
    func display(_ item: GenreIndexItem)
}

/// Every genre with its number of movies, alphabetically.
public struct GenreIndexPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    public func present(to input: GenreIndexInput) {
        input.display(GenreIndexItem(
            chrome: context.chrome(title: "Genres", route: .genreIndex),
            genres: context.movies.genres.map { genre in
                GenreIndexItem.Entry(
                    name: genre.name,
                    url: context.router.url(.genre(name: genre.name, page: 1)),
                    count: genre.movies.count,
                    countText: context.count(genre.movies.count, "movie", "movies")
                )
            }
        ))
    }
}
