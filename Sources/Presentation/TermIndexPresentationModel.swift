import Model

/// Receives a taxonomy's index.
public protocol TermIndexInput: AnyObject {
    func display(_ item: TermIndexItem)
}

/// Every term of a taxonomy with its number of items: genres and authors alphabetically, years newest first.
public struct TermIndexPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    public func present(_ taxonomy: Taxonomy, to input: TermIndexInput) {
        let (singular, plural) = taxonomy.itemNouns
        input.display(TermIndexItem(
            chrome: context.chrome(title: taxonomy.title, route: .termIndex(taxonomy)),
            heading: taxonomy.title,
            terms: context.taxonomies.terms(taxonomy).map { term in
                TermIndexItem.Entry(
                    name: term.name,
                    url: context.router.url(.term(taxonomy, name: term.name, page: 1)),
                    count: term.entries.count,
                    countText: context.count(term.entries.count, singular, plural)
                )
            }
        ))
    }
}
