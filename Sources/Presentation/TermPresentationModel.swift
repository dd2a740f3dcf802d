import Model

/// One term's items (a genre's movies, a person's movies, an author's books, everything of a year or a
/// tag), paginated.
public struct TermPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// What a page of a term shows: its slice of the term's items.
    public struct Shown: Sendable {
        public let slice: CardListSlice<CatalogEntry>
        public let term: Term
        /// For a person's page, where the characters they played come from when it renders: the cast is
        /// part of each movie's files, which the page notes, and is read only for a page that is rendered
        /// (a restored movie's cast stays in the item cache until then). Nil for other taxonomies.
        let casts: (any MovieRepository)?
    }

    public func pageCount(term: Term) -> Int {
        CardListPage(context: context).paginator.pageCount(itemCount: term.entries.count)
    }

    /// Declares page `page` of `term` at `address`, noting what it shows in `reads`.
    public func shown(term: Term, page: Int, at address: PageAddress, reads: inout some PageReads) -> Shown {
        reads.note(term.name)
        let slice = CardListPage(context: context).slice(term.entries, page: page, at: address, reads: &reads) { $1.note($0) }
        return Shown(slice: slice, term: term, casts: term.taxonomy == .people ? context.movies.repository : nil)
    }

    public func present(term: Term, page: Int, to input: any CardListInput) {
        var reads = UnrecordedReads()
        present(
            shown(term: term, page: page, at: context.router.address(.term(term.taxonomy, name: term.name, page: page)), reads: &reads),
            to: input)
    }

    /// Presents a declared page of a term.
    public func present(_ shown: Shown, to input: any CardListInput) {
        let formatter = EntryFormatter(context: context)
        let term = shown.term
        let taxonomy = term.taxonomy
        let related = [LinkItem(title: context.strings[taxonomy.allTermsKey], url: context.router.url(.termIndex(taxonomy)))]
        input.display(
            CardListPage(context: context).item(
                heading: term.name, slice: shown.slice, noun: taxonomy.itemCountKey,
                route: { .term(taxonomy, name: term.name, page: $0) }, related: related
            ) { entry in
                var card = formatter.card(entry)
                // Pages of one kind need no kind label on each card.
                if !taxonomy.mixesKinds { card.kind = nil }
                if let casts = shown.casts, case .movie(let movie) = entry {
                    card.byline = MovieFormatter.credit(of: term.name, in: movie, cast: casts.cast(of: movie), strings: context.strings)
                }
                return card
            })
    }
}
