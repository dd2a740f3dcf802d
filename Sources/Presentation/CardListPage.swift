import Model

/// What every paginated list page shares (the movie and book lists, each term's page): its title with
/// the page number, the count, the slice of cards, the pagination and the related links.
struct CardListPage {
    let context: PresentationContext
    let paginator: Paginator

    init(context: PresentationContext) {
        self.context = context
        paginator = Paginator(pageSize: context.config.pageSize)
    }

    /// - Parameters:
    ///   - route: the route of page `n` of this list.
    ///   - noun: the count phrase for the list's items ("12 movies").
    /// Declares page `page` of `items` at `address`, noting the list's length and the items on the page.
    func slice<Items: RandomAccessCollection, Reads: PageReads>(
        _ items: Items, page: Int, at address: PageAddress, reads: inout Reads,
        note: (Items.Element, inout Reads) -> Void
    ) -> CardListSlice<Items.Element> where Items.Index == Int {
        let shown = Array(paginator.slice(items, page: page))
        reads.note(items.count)
        for item in shown { note(item, &reads) }
        return CardListSlice(address: address, page: page, total: items.count, items: shown)
    }

    func item<T>(
        heading: String, slice: CardListSlice<T>, noun: UIStringKey, route: (Int) -> Route,
        related: [LinkItem], card: (T) -> CardItem
    ) -> CardListItem {
        let page = slice.page
        let title = context.numberedTitle(heading, page: page)
        let countText = context.count(slice.total, noun)
        // "Horror, page 2: 14 movies in The Silent Shelf."
        let description = PreviewText(nil, fallback: context.listDescription(title: title, count: countText))
        return CardListItem(
            chrome: context.chrome(title: title, at: slice.address, preview: PagePreview(description: description)),
            heading: heading,
            countText: countText,
            cards: slice.items.map(card),
            pagination: paginator.pagination(page: page, itemCount: slice.total, strings: context.strings) {
                context.router.url(route($0))
            },
            related: related
        )
    }

    /// A link to a taxonomy's index, or nothing when the taxonomy has no terms.
    func indexLink(_ taxonomy: Taxonomy) -> [LinkItem] {
        !context.hasTerms(taxonomy)
            ? [] : [LinkItem(title: context.strings[taxonomy.titleKey], url: context.router.url(.termIndex(taxonomy)))]
    }
}
