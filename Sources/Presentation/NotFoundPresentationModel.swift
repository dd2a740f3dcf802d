import Model

/// Receives the 404 page's item.
public protocol NotFoundInput: AnyObject {
    func display(_ item: NotFoundItem)
}

/// The page a web server shows for a missing address.
public struct NotFoundPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    public func present(to input: NotFoundInput) {
        input.display(NotFoundItem(
            chrome: context.chrome(title: "Page not found", route: .notFound),
            homeURL: context.router.url(.home),
            moviesURL: context.router.url(.movieList(page: 1))
        ))
    }
}
