import Model

/// `/comics/latest/`: a stable address that leads to the newest comic.
public struct LatestComicPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// False when there are no comics.
    /// What the redirect shows: the newest comic.
    public struct Shown: Sendable {
        public let address: PageAddress
        let latest: Comic
    }

    /// Declares the redirect at `address`, noting what it shows in `reads`; nil when there are no comics.
    public func shown(at address: PageAddress, reads: inout some PageReads) -> Shown? {
        guard let latest = context.comics.latest else { return nil }
        // The redirect names the newest comic too, not only its address.
        reads.note(latest)
        return Shown(address: address, latest: latest)
    }

    @discardableResult
    public func present(to input: any RedirectInput) -> Bool {
        var reads = UnrecordedReads()
        guard let shown = shown(at: context.router.address(.latestComic), reads: &reads) else { return false }
        present(shown, to: input)
        return true
    }

    /// Presents the declared page.
    public func present(_ shown: Shown, to input: any RedirectInput) {
        input.display(
            RedirectItem(
                chrome: context.chrome(title: context.strings[.comicLatestTitle], at: shown.address),
                targetURL: ComicFormatter(context: context).url(shown.latest.id),
                targetTitle: shown.latest.title
            ))
    }
}
