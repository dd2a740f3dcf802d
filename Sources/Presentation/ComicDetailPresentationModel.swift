import Model

/// Receives a comic page's item.
public protocol ComicDetailInput: AnyObject {
    func display(_ item: ComicDetailItem)
}

/// One comic's page, with first / previous / archive / next / latest links.
public struct ComicDetailPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// Presents comic `id`; false when the catalog has no such comic.
    @discardableResult
    public func present(id: Comic.ID, to input: ComicDetailInput) -> Bool {
        guard let comic = context.comics.repository.comic(id), let neighbours = context.comics.neighbours(of: id) else {
            return false
        }
        let formatter = ComicFormatter(context: context)
        let entries = EntryFormatter(context: context)
        input.display(ComicDetailItem(
            chrome: context.chrome(title: comic.title, route: .comic(comic.id)),
            title: comic.title,
            number: formatter.number(comic),
            imageURL: formatter.imageURL(comic),
            alt: comic.alt ?? "",
            date: comic.date.map(context.dates.format),
            transcript: comic.transcript,
            link: comic.link,
            news: comic.newsHTML.map(UntrustedHTML.init),
            navigation: .init(
                firstURL: neighbours.first.map(formatter.url),
                previousURL: neighbours.previous.map(formatter.url),
                archiveURL: context.router.url(.comicArchive),
                nextURL: neighbours.next.map(formatter.url),
                latestURL: neighbours.latest.map(formatter.url)
            ),
            notes: entries.markdown(comic.notes),
            tags: entries.tagLinks(comic.notes)
        ))
        return true
    }
}
