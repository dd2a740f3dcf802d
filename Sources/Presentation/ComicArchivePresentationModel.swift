import Model

/// Receives the comic archive.
public protocol ComicArchiveInput: AnyObject {
    func display(_ item: ComicArchiveItem)
}

/// Every comic by year, newest first, with its date.
public struct ComicArchivePresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    public func present(to input: ComicArchiveInput) {
        let comics = context.comics
        let formatter = ComicFormatter(context: context)
        input.display(ComicArchiveItem(
            chrome: context.chrome(title: "Comics", route: .comicArchive),
            countText: context.count(comics.byNumber.count, "comic", "comics"),
            latestURL: comics.latest == nil ? nil : context.router.url(.latestComic),
            years: comics.byYear.map { group in
                ComicArchiveItem.Year(
                    heading: group.year.map(String.init) ?? "Undated",
                    comics: group.comics.map { comic in
                        .init(title: comic.title, url: formatter.url(comic.id), number: formatter.number(comic),
                              date: comic.date.map(context.dates.format))
                    }
                )
            }
        ))
    }
}
