public import Model

/// A free page from `content/pages/`.
public struct FreePagePresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// False when there is no published page with `slug`.
    @discardableResult
    public func present(slug: String, to input: any FreePageInput) -> Bool {
        guard let page = context.pages.first(where: { $0.slug == slug }) else { return false }
        present(page, at: context.router.address(.page(page.slug)), to: input)
        return true
    }

    /// Presents `page` at `address`. Free pages reach every page through the navigation, so every
    /// page's digest covers them already: there is nothing of its own to declare.
    public func present(_ page: FreePage, at address: PageAddress, to input: any FreePageInput) {
        input.display(
            FreePageItem(
                chrome: context.chrome(
                    title: page.title, at: address,
                    preview: PagePreview(
                        description: PreviewText(.markdown(MarkdownText(page.body)), fallback: context.pageTitle(page.title)))),
                title: page.title,
                body: MarkdownText(page.body)
            ))
    }
}
