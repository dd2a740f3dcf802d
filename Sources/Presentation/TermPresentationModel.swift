import Model

/// One term's items (a genre's movies, an author's books, everything of a year or a tag), paginated.
public struct TermPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    public func pageCount(term: Term) -> Int {
        CardListPage(context: context).paginator.pageCount(itemCount: term.entries.count)
    }

    /// Declares page `page` of `term` at `address`, noting what it shows in `reads`.
    public func shown(term: Term, page: Int, at address: PageAddress, reads: inout some PageReads) -> CardListSlice<CatalogEntry> {
        reads.note(term.name)
        return CardListPage(context: context).slice(term.entries, page: page, at: address, reads: &reads) { $1.note($0) }
    }

    public func present(term: Term, page: Int, to input: any CardListInput) {
        var reads = UnrecordedReads()
        present(
            shown(
                term: term, page: page, at: context.router.address(.term(term.taxonomy, name: term.name, page: page)),
                reads: &reads), of: term, to: input)
    }

    /// Presents a declared page of `term`.
    public func present(_ shown: CardListSlice<CatalogEntry>, of term: Term, to input: any CardListInput) {
        let formatter = EntryFormatter(context: context)
        let taxonomy = term.taxonomy
        let related = [LinkItem(title: "All \(taxonomy.title.lowercased())", url: context.router.url(.termIndex(taxonomy)))]
        input.display(
            CardListPage(context: context).item(
                heading: term.name, slice: shown, noun: taxonomy.itemNouns,
                route: { .term(taxonomy, name: term.name, page: $0) }, related: related
            ) { entry in
                var card = formatter.card(entry)
                // Pages of one kind need no kind label on each card.
                if !taxonomy.mixesKinds { card.kind = nil }
                return card
            })
    }
}
