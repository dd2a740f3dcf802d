import Model
import Support

/// The search page and what its index holds: every item with its card, facets and text.
public struct SearchPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// What the search page shows: the index's entry file (its name changes with every change of the index,
    /// so noting it covers the whole index) and the taxonomy indexes the site has.
    public struct Shown: Sendable {
        let address: PageAddress
        let indexFile: String
        let browse: [LinkItem]
    }

    /// Declares the search page at `address` over the index whose entry file is `indexFile`.
    public func shown(at address: PageAddress, indexFile: String, reads: inout some PageReads) -> Shown {
        reads.note(indexFile)
        let browse = Taxonomy.allCases.filter(context.hasTerms).map { taxonomy in
            let title = context.strings[taxonomy.titleKey]
            reads.note(title)
            return LinkItem(title: title, url: context.router.url(.termIndex(taxonomy)))
        }
        return Shown(address: address, indexFile: indexFile, browse: browse)
    }

    public func present(_ shown: Shown, to input: any SearchInput) {
        let strings = context.strings
        func phrase(_ key: UIStringKey) -> SearchPageItem.CountPhrase {
            let forms = strings.forms(key)
            return .init(one: forms.one, other: forms.other)
        }
        input.display(
            SearchPageItem(
                chrome: context.chrome(title: strings[.searchTitle], at: shown.address),
                indexURL: context.router.url(.searchIndexFile(shown.indexFile)),
                scriptURL: context.router.url(.asset("search.js")), browse: shown.browse,
                browseStatus: phrase(.searchBrowse), resultCount: phrase(.countResults)))
    }

    /// Every item of the catalog (`PresentationContext.allEntries`), as search finds it.
    public func entries() -> [SearchEntry] {
        // Each item on all cores: an index is built from every item on every build.
        context.allEntries.concurrentMap(entry(for:))
    }

    /// What orders `item` in the index: its kind and id, which an edit of its text or images keeps.
    public static func key(of item: CatalogEntry) -> String {
        switch item {
        case .movie(let movie): "movie/\(movie.id)"
        case .book(let book): "book/\(book.id)"
        case .comic(let comic): "comic/\(comic.id)"
        }
    }

    /// `item` as search finds it.
    public func entry(for item: CatalogEntry) -> SearchEntry {
        let card = EntryFormatter(context: context).card(item)
        switch item {
        case .movie(let movie):
            return entry(
                item, card: card, genres: movie.genres.map(\.name), titles: [movie.title] + (movie.originalTitle.map { [$0] } ?? []),
                text: movie.directors + movie.topBilledNames + [movie.tagline, movie.overview].compactMap { $0 })
        case .book(let book):
            return entry(
                item, card: card, genres: book.categories, titles: [book.title] + (book.subtitle.map { [$0] } ?? []),
                text: book.authors + [book.publisher].compactMap { $0 }, html: book.descriptionHTML.map { [UntrustedHTML($0)] } ?? [])
        case .comic(let comic):
            return entry(item, card: card, genres: [], titles: [comic.title], text: [comic.alt, comic.transcript].compactMap { $0 })
        }
    }

    private func entry(
        _ item: CatalogEntry, card: CardItem, genres: [String], titles: [String], text: [String], html: [UntrustedHTML] = []
    ) -> SearchEntry {
        let notes = item.notes
        var facets = ["kind": [card.kind ?? ""], "genre": genres, "tag": notes?.tags ?? []]
        if let year = item.date?.year { facets["decade"] = [Self.decade(year, strings: context.strings)] }
        return SearchEntry(
            key: Self.key(of: item), card: card, facets: facets, titles: titles, text: text + (notes?.tags ?? []) + [notes?.body ?? ""],
            html: html)
    }

    /// `1920s`, or `760s BC` for a year before the common era (stored as a negative year).
    static func decade(_ year: Int, strings: UIStrings) -> String {
        year > 0
            ? strings.format(.searchDecade, ["decade": String(year / 10 * 10)])
            : strings.format(.searchDecadeBeforeCommonEra, ["decade": String((-year) / 10 * 10)])
    }
}
