import Model

/// Every comic by year, newest first, with its date.
public struct ComicArchivePresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// What the archive shows: every comic, by year.
    public struct Shown: Sendable {
        public let address: PageAddress
        let count: Int
        let years: [ComicCatalog.YearGroup]
    }

    /// Declares the archive at `address`, noting what it shows in `reads`.
    public func shown(at address: PageAddress, reads: inout some PageReads) -> Shown {
        let comics = context.comics
        for comic in comics.byNumber { reads.note(comic) }
        return Shown(address: address, count: comics.byNumber.count, years: comics.byYear)
    }

    public func present(to input: any ComicArchiveInput) {
        var reads = UnrecordedReads()
        present(shown(at: context.router.address(.comicArchive), reads: &reads), to: input)
    }

    /// Presents the declared page.
    public func present(_ shown: Shown, to input: any ComicArchiveInput) {
        let formatter = ComicFormatter(context: context)
        let title = context.strings[.sectionComics]
        let countText = context.count(shown.count, .countComics)
        let description = PreviewText(nil, fallback: context.listDescription(title: title, count: countText))
        input.display(
            ComicArchiveItem(
                chrome: context.chrome(title: title, at: shown.address, preview: PagePreview(description: description)),
                countText: countText,
                // The newest comic is the last in number order: there is one whenever there are comics.
                latestURL: shown.count == 0 ? nil : context.router.url(.latestComic),
                years: shown.years.map { group in
                    ComicArchiveItem.Year(
                        heading: group.year.map(context.dates.year) ?? context.strings[.comicUndated],
                        comics: group.comics.map { comic in
                            .init(
                                title: comic.title, url: formatter.url(comic.id), number: formatter.number(comic),
                                date: comic.date.map(context.dates.format))
                        }
                    )
                }
            ))
    }
}
