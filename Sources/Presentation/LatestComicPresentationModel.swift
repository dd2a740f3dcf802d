import Model

/// Receives a redirect page's item.
public protocol RedirectInput: AnyObject {
    func display(_ item: RedirectItem)
}

/// `/comics/latest/`: a stable address that leads to the newest comic.
public struct LatestComicPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// False when there are no comics.
    @discardableResult
    public func present(to input: RedirectInput) -> Bool {
        guard let latest = context.comics.latest else { return false }
        input.display(RedirectItem(
            chrome: context.chrome(title: "Latest comic", route: .latestComic),
            targetURL: ComicFormatter(context: context).url(latest.id),
            targetTitle: latest.title
        ))
        return true
    }
}
