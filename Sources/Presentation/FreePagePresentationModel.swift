import Model

/// Receives a free page's item.
public protocol FreePageInput: AnyObject {
    func display(_ item: FreePageItem)
}

/// A free page from `content/pages/`.
public struct FreePagePresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// False when there is no published page with `slug`.
    @discardableResult
    public func present(slug: String, to input: FreePageInput) -> Bool {
        guard let page = context.pages.first(where: { $0.slug == slug }) else { return false }
        input.display(FreePageItem(
            chrome: context.chrome(title: page.title, route: .page(page.slug)),
            title: page.title,
            body: MarkdownText(page.body)
        ))
        return true
    }
}
