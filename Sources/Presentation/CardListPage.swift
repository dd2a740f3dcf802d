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
    ///   - noun: singular and plural for the count ("movie", "movies").
    func item<T>(heading: String, items: [T], page: Int, noun: (String, String), route: (Int) -> Route,
                 related: [LinkItem], card: (T) -> CardItem) -> CardListItem {
        CardListItem(
            chrome: context.chrome(title: page > 1 ? "\(heading), page \(page)" : heading, route: route(page)),
            heading: heading,
            countText: context.count(items.count, noun.0, noun.1),
            cards: paginator.slice(items, page: page).map(card),
            pagination: paginator.pagination(page: page, itemCount: items.count) { context.router.url(route($0)) },
            related: related
        )
    }

    /// A link to a taxonomy's index, or nothing when the taxonomy has no terms.
    func indexLink(_ taxonomy: Taxonomy) -> [LinkItem] {
        context.taxonomies.terms(taxonomy).isEmpty ? [] : [LinkItem(title: taxonomy.title, url: context.router.url(.termIndex(taxonomy)))]
    }
}
