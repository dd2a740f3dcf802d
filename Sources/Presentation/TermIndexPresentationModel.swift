import Model

/// Every term of a taxonomy with its number of items: genres, people and authors alphabetically, years newest first.
public struct TermIndexPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// What an index shows: every term of one taxonomy, with how many items each has.
    public struct Shown: Sendable {
        public let address: PageAddress
        public let taxonomy: Taxonomy
        let terms: [(name: String, count: Int)]
    }

    /// Declares the index of `taxonomy` at `address`, noting what it shows in `reads`.
    public func shown(_ taxonomy: Taxonomy, at address: PageAddress, reads: inout some PageReads) -> Shown {
        let terms = context.taxonomies.terms(taxonomy).map { term in
            reads.note(term.name)
            return (name: term.name, count: reads.noted(term.entries.count))
        }
        if taxonomy == .people { reads.noteAddresses(of: terms.lazy.map(\.name), by: context.router) }
        return Shown(address: address, taxonomy: taxonomy, terms: terms)
    }

    public func present(_ taxonomy: Taxonomy, to input: any TermIndexInput) {
        var reads = UnrecordedReads()
        present(shown(taxonomy, at: context.router.address(.termIndex(taxonomy)), reads: &reads), to: input)
    }

    /// Presents a declared index.
    public func present(_ shown: Shown, to input: any TermIndexInput) {
        let taxonomy = shown.taxonomy
        let (singular, plural) = taxonomy.itemNouns
        // "Genres: 18 genres in The Silent Shelf."
        let count = context.count(shown.terms.count, taxonomy.termNouns.0, taxonomy.termNouns.1)
        let description = PreviewText(nil, fallback: "\(taxonomy.title): \(count) in \(context.config.title).")
        input.display(
            TermIndexItem(
                chrome: context.chrome(title: taxonomy.title, at: shown.address, preview: PagePreview(description: description)),
                heading: taxonomy.title,
                terms: shown.terms.map { term in
                    TermIndexItem.Entry(
                        name: term.name,
                        url: context.router.url(.term(taxonomy, name: term.name, page: 1)),
                        count: term.count,
                        countText: context.count(term.count, singular, plural)
                    )
                }
            ))
    }
}
