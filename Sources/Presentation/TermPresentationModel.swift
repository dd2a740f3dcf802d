import Model

/// One term's items (a genre's movies, an author's books, everything of a year or a tag), paginated.
public struct TermPresentationModel: Sendable {
    public let context: PresentationContext
    private let paginator: Paginator

    public init(context: PresentationContext) {
        self.context = context
        self.paginator = Paginator(pageSize: context.config.pageSize)
    }

    public func pageCount(term: Term) -> Int {
        paginator.pageCount(itemCount: term.entries.count)
    }

    public func present(term: Term, page: Int, to input: CardListInput) {
        let formatter = EntryFormatter(context: context)
        let router = context.router
        let taxonomy = term.taxonomy
        // Pages of one kind need no kind label on each card.
        let mixed = taxonomy == .years || taxonomy == .tags
        let cards = paginator.slice(term.entries, page: page).map { entry in
            var card = formatter.card(entry)
            if !mixed { card.kind = nil }
            return card
        }
        let (singular, plural) = mixed ? ("item", "items") : taxonomy == .genres ? ("movie", "movies") : ("book", "books")
        input.display(CardListItem(
            chrome: context.chrome(title: page > 1 ? "\(term.name), page \(page)" : term.name,
                                   route: .term(taxonomy, name: term.name, page: page)),
            heading: term.name,
            countText: context.count(term.entries.count, singular, plural),
            cards: cards,
            pagination: paginator.pagination(page: page, itemCount: term.entries.count) {
                router.url(.term(taxonomy, name: term.name, page: $0))
            },
            related: [LinkItem(title: "All \(taxonomy.title.lowercased())", url: router.url(.termIndex(taxonomy)))]
        ))
    }
}
