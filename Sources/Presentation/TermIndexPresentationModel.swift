import Model

/// Every term of a taxonomy with its number of items: genres, people and authors alphabetically, years newest first.
public struct TermIndexPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// Terms on one page of an index. A catalog of 10k generated items has 40,000 people; on one page their
    /// index was 3.9 MB of HTML.
    public static let pageSize = 500
    static let paginator = Paginator(pageSize: pageSize)

    /// What an index page shows: one page of the terms of one taxonomy, with how many items each has.
    public struct Shown: Sendable {
        public let address: PageAddress
        public let taxonomy: Taxonomy
        let page: Int
        let termCount: Int
        let terms: [(name: String, count: Int)]
    }

    /// How many pages the index of `taxonomy` has.
    public func pageCount(_ taxonomy: Taxonomy) -> Int {
        Self.paginator.pageCount(itemCount: context.taxonomies.terms(taxonomy).count)
    }

    /// Declares page `page` of the index of `taxonomy` at `address`, noting what it shows in `reads`.
    public func shown(_ taxonomy: Taxonomy, page: Int = 1, at address: PageAddress, reads: inout some PageReads) -> Shown {
        let all = context.taxonomies.terms(taxonomy)
        let terms = Self.paginator.slice(all, page: page).map { term in
            reads.note(term.name)
            return (name: term.name, count: reads.noted(term.entries.count))
        }
        if taxonomy == .people { reads.noteAddresses(of: terms.lazy.map(\.name), by: context.router) }
        return Shown(address: address, taxonomy: taxonomy, page: page, termCount: reads.noted(all.count), terms: terms)
    }

    public func present(_ taxonomy: Taxonomy, page: Int = 1, to input: any TermIndexInput) {
        var reads = UnrecordedReads()
        let address = context.router.address(.termIndex(taxonomy, page: page))
        present(shown(taxonomy, page: page, at: address, reads: &reads), to: input)
    }

    /// Presents a declared index.
    public func present(_ shown: Shown, to input: any TermIndexInput) {
        let taxonomy = shown.taxonomy
        let title = context.strings[taxonomy.titleKey]
        // "Genres: 18 genres in The Silent Shelf."
        let count = context.count(shown.termCount, taxonomy.termCountKey)
        let description = PreviewText(nil, fallback: context.listDescription(title: title, count: count))
        input.display(
            TermIndexItem(
                chrome: context.chrome(
                    title: context.numberedTitle(title, page: shown.page), at: shown.address,
                    preview: PagePreview(description: description)),
                heading: title,
                terms: shown.terms.map { term in
                    TermIndexItem.Entry(
                        name: term.name,
                        url: context.router.url(.term(taxonomy, name: term.name, page: 1)),
                        count: term.count,
                        countText: context.count(term.count, taxonomy.itemCountKey)
                    )
                },
                pagination: Self.paginator.pagination(page: shown.page, itemCount: shown.termCount, strings: context.strings) {
                    context.router.url(.termIndex(taxonomy, page: $0))
                }
            ))
    }
}
