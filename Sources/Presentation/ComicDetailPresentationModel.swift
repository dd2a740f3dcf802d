public import Model

/// One comic's page, with first / previous / archive / next / latest links.
public struct ComicDetailPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// Presents comic `id`; false when the catalog has no such comic.
    /// What a comic's page shows: the comic and the numbers of its neighbours.
    public struct Shown: Sendable {
        public let comic: Comic
        public let address: PageAddress
        let neighbours: ComicCatalog.Neighbours
    }

    /// Declares the page of `comic` at `address`, noting what it shows in `reads`; nil when the catalog lacks it.
    public func shown(_ comic: Comic, at address: PageAddress, reads: inout some PageReads) -> Shown? {
        guard let neighbours = context.comics.neighbours(of: comic.id) else { return nil }
        reads.note(comic)
        for neighbour in [neighbours.first, neighbours.previous, neighbours.next, neighbours.latest] {
            reads.note(neighbour?.rawValue ?? 0)
        }
        return Shown(comic: comic, address: address, neighbours: neighbours)
    }

    @discardableResult
    public func present(id: Comic.ID, to input: any ComicDetailInput) -> Bool {
        var reads = UnrecordedReads()
        guard let comic = context.comics.repository.comic(id),
            let shown = shown(comic, at: context.router.address(.comic(comic.id)), reads: &reads)
        else { return false }
        present(shown, to: input)
        return true
    }

    /// Presents a declared page.
    public func present(_ shown: Shown, to input: any ComicDetailInput) {
        let (comic, neighbours) = (shown.comic, shown.neighbours)
        let formatter = ComicFormatter(context: context)
        let entries = EntryFormatter(context: context)
        input.display(
            ComicDetailItem(
                chrome: context.chrome(title: comic.title, at: shown.address, preview: formatter.preview(comic)),
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
    }
}
