/// The registry of page kinds: the pipeline plans and renders the kinds it is given and nothing else.
public enum PageKinds {
    /// Every kind sitegen ships, in the order their pages are planned and listed in the manifest.
    public static let standard: [any PageKind] = [
        HomePage(), NotFoundPage(), MovieListPages(), MoviePages(), BookListPages(), BookPages(),
        ComicArchivePage(), LatestComicPage(), ComicPages(), TermIndexPages(), TermPages(), FreePages(), SearchPages(),
    ]
}
