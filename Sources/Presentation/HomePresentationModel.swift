import Model

/// Receives the home page's item; the HTML template view conforms, and so does a test mock.
public protocol HomeInput: AnyObject {
    func display(_ item: HomeItem)
}

/// The front page: how much is in each catalog, and the latest additions across kinds.
public struct HomePresentationModel: Sendable {
    public static let latestCount = 12
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// The latest additions across kinds, newest first: the cards the page shows.
    public func latest() -> [CatalogEntry] {
        context.latestAdditions
    }

    public func present(to input: HomeInput) {
        let router = context.router
        let latest = latest()
        var counts: [HomeItem.Count] = []
        if !context.movies.byRelease.isEmpty {
            counts.append(.init(label: "Movies", count: context.movies.byRelease.count, url: router.url(.movieList(page: 1))))
        }
        if !context.books.byPurchase.isEmpty {
            counts.append(.init(label: "Books", count: context.books.byPurchase.count, url: router.url(.bookList(page: 1))))
        }
        if !context.comics.byNumber.isEmpty {
            counts.append(.init(label: "Comics", count: context.comics.byNumber.count, url: router.url(.comicArchive)))
        }
        input.display(HomeItem(
            chrome: context.chrome(title: nil, route: .home),
            counts: counts,
            latest: latest.map(EntryFormatter(context: context).card)
        ))
    }
}
