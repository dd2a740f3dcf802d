import Model

/// The page a web server shows for a missing address.
public struct NotFoundPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    public func present(to input: any NotFoundInput) {
        present(at: context.router.address(.notFound), to: input)
    }

    /// Presents the page at `address`. It shows only the sections the site has, which every page's digest covers.
    public func present(at address: PageAddress, to input: any NotFoundInput) {
        let chrome = context.chrome(title: context.strings[.notFoundTitle], at: address)
        let home = context.router.url(.home)
        input.display(
            NotFoundItem(
                chrome: chrome,
                homeURL: home,
                // Only sections the site has: a site without movies must not link to a movie list.
                sections: chrome.navigation.filter { $0.url != home }
            ))
    }
}
