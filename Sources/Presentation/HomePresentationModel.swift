import Model

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

    /// What the home page shows: how many items of each kind, and the latest additions.
    public struct Shown: Sendable {
        public let address: PageAddress
        let counts: (movies: Int, books: Int, comics: Int)
        let latest: [CatalogEntry]
    }

    /// Declares the home page at `address`, noting what it shows in `reads`.
    public func shown(at address: PageAddress, reads: inout some PageReads) -> Shown {
        let counts = (
            movies: reads.noted(context.movies.byRelease.count), books: reads.noted(context.books.byPurchase.count),
            comics: reads.noted(context.comics.byNumber.count)
        )
        return Shown(address: address, counts: counts, latest: reads.noted(latest()))
    }

    public func present(to input: any HomeInput) {
        var reads = UnrecordedReads()
        present(shown(at: context.router.address(.home), reads: &reads), to: input)
    }

    /// Presents the declared page.
    public func present(_ shown: Shown, to input: any HomeInput) {
        let (router, strings) = (context.router, context.strings)
        var counts: [HomeItem.Count] = []
        if shown.counts.movies > 0 {
            counts.append(.init(label: strings[.sectionMovies], count: shown.counts.movies, url: router.url(.movieList(page: 1))))
        }
        if shown.counts.books > 0 {
            counts.append(.init(label: strings[.sectionBooks], count: shown.counts.books, url: router.url(.bookList(page: 1))))
        }
        if shown.counts.comics > 0 {
            counts.append(.init(label: strings[.sectionComics], count: shown.counts.comics, url: router.url(.comicArchive)))
        }
        input.display(
            HomeItem(
                chrome: context.chrome(title: nil, at: shown.address, preview: preview(shown)),
                counts: counts,
                latest: shown.latest.map(EntryFormatter(context: context).card)
            ))
    }

    /// "The Silent Shelf: a catalog of 32 movies, 12 books and 2000 comics."
    private func preview(_ shown: Shown) -> PagePreview {
        let counts = [
            (shown.counts.movies, UIStringKey.countMovies), (shown.counts.books, .countBooks), (shown.counts.comics, .countComics),
        ].filter { $0.0 > 0 }.map { context.count($0.0, $0.1) }
        let site = context.config.title
        let sentence =
            context.strings.list(counts).map { context.strings.format(.homeDescription, ["site": site, "counts": $0]) } ?? "\(site)."
        return PagePreview(description: PreviewText(nil, fallback: sentence))
    }
}
