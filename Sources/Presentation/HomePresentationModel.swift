import Model

/// Receives the home page's item; the HTML template view conforms, and so does a test mock.
public protocol HomeInput: AnyObject {
    func display(_ item: HomeItem)
}

/// The front page: how much is in each catalog, and the latest additions.
public struct HomePresentationModel: Sendable {
    public static let latestCount = 8
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    public func present(to input: HomeInput) {
        let movies = context.movies
        let formatter = MovieFormatter(context: context)
        // The cache has no "added on" date; what the owner watched most recently is the closest
        // honest stand-in, then the newest releases.
        let latest = movies.byRelease.enumerated().sorted { a, b in
            switch (a.element.notes?.watched, b.element.notes?.watched) {
            case let (x?, y?) where x != y: return x > y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return a.offset < b.offset
            }
        }.prefix(Self.latestCount).map { formatter.card($0.element) }
        input.display(HomeItem(
            chrome: context.chrome(title: nil, route: .home),
            counts: [
                HomeItem.Count(label: "Movies", count: movies.byRelease.count, url: context.router.url(.movieList(page: 1))),
                HomeItem.Count(label: "Genres", count: movies.genres.count, url: context.router.url(.genreIndex)),
            ],
            latest: latest
        ))
    }
}
