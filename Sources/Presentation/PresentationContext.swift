import Foundation
public import Model
public import Support

/// What every PresentationModel of one build shares: settings, the router, date formatting and the
/// catalog's orderings and taxonomies. Made once per build, never per page.
public struct PresentationContext: Sendable {
    /// What the context holds, in one object: a PresentationModel takes the context by value, and every
    /// page is declared and then presented, so a copy is one retain rather than one per part.
    private final class Shared: Sendable {
        let config: SiteConfig
        let strings: UIStrings
        let router: Router
        let dates: DateText
        let pages: [FreePage]
        let movies: MovieCatalog
        let books: BookCatalog
        let comics: ComicCatalog
        let taxonomies: Taxonomies
        let latest: [CatalogEntry]
        let navigationLinks: [(link: LinkItem, section: String)]
        let canonicalOrigin: String?
        let feeds: SiteFeeds
        let orderings: CatalogOrderings

        init(
            config: SiteConfig, strings: UIStrings, router: Router, dates: DateText, pages: [FreePage], movies: MovieCatalog,
            books: BookCatalog,
            comics: ComicCatalog, taxonomies: Taxonomies, latest: [CatalogEntry], navigationLinks: [(link: LinkItem, section: String)],
            canonicalOrigin: String?, feeds: SiteFeeds, orderings: CatalogOrderings
        ) {
            (self.config, self.strings, self.router, self.dates, self.pages) = (config, strings, router, dates, pages)
            (self.movies, self.books, self.comics, self.taxonomies, self.latest) = (movies, books, comics, taxonomies, latest)
            (self.navigationLinks, self.canonicalOrigin, self.feeds, self.orderings) = (navigationLinks, canonicalOrigin, feeds, orderings)
        }
    }

    private let shared: Shared
    /// Set while a declared page is presented: catalog reads then are reported to it.
    private var readGuard: CatalogReadGuard?

    public var config: SiteConfig { shared.config }
    /// The UI strings: labels, count phrases, and the formats of dates, runtimes and sentences.
    public var strings: UIStrings { shared.strings }
    public var router: Router { shared.router }
    public var dates: DateText { shared.dates }
    /// Published free pages, by slug. Every page reads them (the navigation), so no guard watches them.
    public var pages: [FreePage] { shared.pages }
    /// TMDB's image host; remote posters and backdrops are built from it.
    public var imageBaseURL: String { "https://image.tmdb.org/t/p/" }

    /// Every item, movies then books then comics, each in its repository's order: what search and the random
    /// page go through.
    public var allEntries: [CatalogEntry] {
        Self.entries(movies.repository.movies, books.repository.books, comics.repository.comics)
    }

    private static func entries(_ movies: [Movie], _ books: [Book], _ comics: [Comic]) -> [CatalogEntry] {
        movies.map(CatalogEntry.movie) + books.map(CatalogEntry.book) + comics.map(CatalogEntry.comic)
    }

    /// - Parameters:
    ///   - strings: the UI strings; nil for sitegen's table for `config.language` (English when it ships none).
    ///   - orderings: the orderings of a build before (see `CatalogOrderings`). Taken as they are when they are of the
    ///     same items in the same order and `moved` is nil; otherwise brought up to date (see `CatalogOrderings.updated`).
    ///   - moved: which entries may have changed their structure since that build; nil when the caller vouches that
    ///     none did.
    public init(
        config: SiteConfig, catalog: Catalog, strings: UIStrings? = nil, orderings previous: CatalogOrderings? = nil,
        moving moved: (@Sendable (CatalogEntry) -> Bool)? = nil
    ) {
        let strings = strings ?? UIStrings.shipped(config.language) ?? .english
        // Every kind as entries once: the orderings, the taxonomies and the latest additions share them.
        let entries = Self.entries(catalog.movies.movies, catalog.books.books, catalog.comics.comics)
        let digest = CatalogOrderings.digest(of: entries)
        let reused = moved == nil ? previous.flatMap { $0.fit(entries, digest: digest) ? $0 : nil } : nil
        // Without them every item is read to be sorted and grouped, and then planned: made on all cores first, rather
        // than one by one as the sort first reads each (a 50k add or remove: 0.4 s more, one core).
        if reused == nil { catalog.makeEveryItem() }
        let counts = (catalog.movies.movies.count, catalog.books.books.count, catalog.comics.comics.count)
        // Feeds need absolute links: without an origin the site has none, and no page links one.
        let canonicalOrigin = Self.origin(of: config.baseURL)
        // The date order serves both the movies by release (its movies) and the taxonomies.
        let ((books, comics, additions), (order, updated)) = inParallel(
            {
                let additions =
                    reused?.additions?.fitting(entries: entries.count, books: counts.1, withFeeds: canonicalOrigin != nil)
                    ?? AdditionOrders(entries: entries, counts: counts, withFeeds: canonicalOrigin != nil)
                return (
                    BookCatalog(repository: catalog.books, byPurchase: additions.booksByPurchase), ComicCatalog(repository: catalog.comics),
                    additions
                )
            },
            { () -> ([UInt32], CatalogOrderings.Update?) in
                if let reused { return (reused.newestFirst, nil) }
                if let updated = previous?.updated(for: entries, moving: moved ?? { _ in false }) { return (updated.newestFirst, updated) }
                return (NewestFirstOrder(entries, by: \.date).sortedIndices().map(UInt32.init), nil)
            })
        let latest = additions.latest.map { entries[Int($0)] }
        let byDate = order.map { entries[Int($0)] }
        let movies = MovieCatalog(
            repository: catalog.movies,
            byRelease: byDate.compactMap { entry -> Movie? in
                if case .movie(let movie) = entry { return movie }
                return nil
            })
        let taxonomies =
            reused.map { Taxonomies(newestFirst: byDate, lists: $0.taxonomies, personSegments: $0.personSegments) }
            ?? updated.map { Taxonomies(newestFirst: byDate, lists: $0.taxonomies, personSegments: $0.personSegments) }
            ?? Taxonomies(newestFirst: byDate)
        let router = Router(basePath: config.basePath, people: taxonomies.personAddresses)
        let pages = catalog.pages.pages
        var links: [(LinkItem, String)] = [(LinkItem(title: strings[.sectionHome], url: router.url(.home)), "home")]
        func link(_ key: UIStringKey, _ route: Route, _ section: String) {
            links.append((LinkItem(title: strings[key], url: router.url(route)), section))
        }
        if !movies.byRelease.isEmpty { link(.sectionMovies, .movieList(page: 1), "movies") }
        if !books.byPurchase.isEmpty { link(.sectionBooks, .bookList(page: 1), "books") }
        if !comics.byNumber.isEmpty { link(.sectionComics, .comicArchive, "comics") }
        if !taxonomies.terms(.years).isEmpty { link(Taxonomy.years.titleKey, .termIndex(.years), "years") }
        if !taxonomies.terms(.tags).isEmpty { link(Taxonomy.tags.titleKey, .termIndex(.tags), "tags") }
        // The statistics, with the years in review and the random item below them, once there is anything to count.
        if !entries.isEmpty { link(.sectionStats, .stats, "stats") }
        let menu = pages.filter { $0.menuOrder != nil }.sorted { ($0.menuOrder ?? 0, $0.slug) < ($1.menuOrder ?? 0, $1.slug) }
        links += menu.map { (LinkItem(title: $0.title, url: router.url(.page($0.slug))), "page:" + $0.slug) }
        let feeds = additions.feeds.map { SiteFeeds(positions: $0, entries: entries) } ?? .none
        shared = Shared(
            config: config, strings: strings, router: router,
            dates: DateText(language: config.language, strings: strings, dayPattern: config.dateFormat), pages: pages,
            movies: movies, books: books, comics: comics, taxonomies: taxonomies, latest: latest, navigationLinks: links,
            canonicalOrigin: canonicalOrigin, feeds: feeds,
            orderings: CatalogOrderings(
                items: digest, newestFirst: order, taxonomies: taxonomies.lists, personSegments: taxonomies.personAddresses.segments,
                additions: additions, entryIDs: reused?.entryIDs ?? EntryIDs(entries)))
    }

    /// The orderings this context was made with, for the next build (see `CatalogOrderings`).
    public var orderings: CatalogOrderings { shared.orderings }

    public var movies: MovieCatalog { watched("movies", shared.movies) }
    public var books: BookCatalog { watched("books", shared.books) }
    public var comics: ComicCatalog { watched("comics", shared.comics) }
    public var taxonomies: Taxonomies { watched("taxonomies", shared.taxonomies) }
    /// The home page's latest additions across kinds, newest first: sorted once per build.
    public var latestAdditions: [CatalogEntry] { watched("latest additions", shared.latest) }

    /// The newest additions of `scope`, up to `FeedPresentationModel.entryLimit`, in the home page's order:
    /// empty when the site has no feed of that scope.
    public func latestAdditions(_ scope: FeedScope) -> [CatalogEntry] {
        watched("latest additions", shared.feeds.entries[scope] ?? [])
    }

    /// The feeds the site has: the whole site's and one per kind with items, when the base URL is absolute.
    /// Every page links them, and every page's digest covers what decides them (the base URL, which kinds
    /// have items), so no guard watches them.
    public var feedScopes: [FeedScope] { shared.feeds.scopes }

    /// `https://example.org` when `base_url` is an absolute URL, for the links that leave the site
    /// (canonical links, sitemaps, feeds); nil when it is only a path.
    public var origin: String? { shared.canonicalOrigin }

    /// The absolute URL of `route`, or nil when the base URL is only a path.
    public func absoluteURL(_ route: Route) -> String? {
        origin.map { $0 + router.url(route) }
    }

    /// `value`, with the read reported to the guard of a page being presented from its declaration.
    private func watched<Part>(_ part: String, _ value: Part) -> Part {
        readGuard?.record(part)
        return value
    }

    /// Whether the catalog has any item: the statistics page, the random page and the navigation's link to them
    /// exist then. Every page's digest covers which kinds have items, so no guard watches it.
    public var hasItems: Bool {
        !(shared.movies.byRelease.isEmpty && shared.books.byPurchase.isEmpty && shared.comics.byNumber.isEmpty)
    }

    /// Whether `taxonomy` has a term: the navigation and index links depend on it, and every page's digest covers it.
    public func hasTerms(_ taxonomy: Taxonomy) -> Bool {
        !shared.taxonomies.terms(taxonomy).isEmpty
    }

    /// This context, reporting every catalog read to `readGuard`: for presenting a page from its declaration.
    public func guarded(by readGuard: CatalogReadGuard) -> PresentationContext {
        var context = self
        context.readGuard = readGuard
        return context
    }

    /// A context over movies alone.
    public init(config: SiteConfig, movies: any MovieRepository, strings: UIStrings? = nil) {
        self.init(config: config, catalog: Catalog(movies: movies), strings: strings)
    }

    /// The layout's data for a page at `route`, titled `title` (nil for the home page).
    public func chrome(title: String?, route: Route, preview: PagePreview? = nil) -> PageChrome {
        chrome(title: title, at: router.address(route), preview: preview)
    }

    /// The layout's data for the page at `address`, titled `title` (nil for the home page), with its link
    /// preview made from `preview` (a page that gives none is described by its title).
    public func chrome(title: String?, at address: PageAddress, preview: PagePreview? = nil) -> PageChrome {
        let section = Self.section(of: address.route)
        let navigation = shared.navigationLinks.map { entry in
            var link = entry.link
            link.isCurrent = entry.section == section
            return link
        }
        let canonical = shared.canonicalOrigin.map { $0 + address.url }
        // The site's feed on every page, and a section's own on that section's pages.
        let feeds = feedScopes.filter { $0 == .site || $0 == FeedScope.ofSection(section) }.map {
            LinkItem(title: feedTitle($0), url: router.url(.feed($0)))
        }
        var chrome = PageChrome(
            siteTitle: config.title,
            language: config.language,
            documentTitle: title.map(pageTitle) ?? config.title,
            homeURL: router.url(.home),
            stylesheetURL: router.url(.asset("style.css")),
            faviconURL: router.url(.asset("favicon.svg")),
            canonicalURL: canonical,
            navigation: navigation,
            searchURL: router.url(.search),
            siteScriptURL: router.url(.asset("site.js")),
            preview: linkPreview(title: title, at: address, preview),
            feeds: feeds,
            labels: strings.labels
        )
        chrome.relativeLinks = relativeLinks(at: address)
        return chrome
    }

    /// How the page at `address` writes the site's URLs: relative to itself when the site asks for it.
    public func relativeLinks(at address: PageAddress) -> RelativeLinks? {
        guard config.relativeLinks, address.route != .notFound else { return nil }
        return RelativeLinks(basePath: router.basePath, pageURL: address.url)
    }

    /// `url` as an absolute URL: an `http:` or `https:` URL as it is, a root-relative URL of this site
    /// (`/movies/…`, from the Router) on the origin of an absolute `base_url`, else nil.
    public func absoluteURL(_ url: String) -> String? {
        if url.hasPrefix("https://") || url.hasPrefix("http://") { return url }
        guard url.hasPrefix("/"), !url.hasPrefix("//"), let origin = shared.canonicalOrigin else { return nil }
        return origin + url
    }

    /// `https://example.org` of a base URL that is absolute; nil when it is only a path.
    private static func origin(of baseURL: String) -> String? {
        guard let components = URLComponents(string: baseURL), let scheme = components.scheme, let host = components.host else {
            return nil
        }
        return "\(scheme)://\(host)" + (components.port.map { ":\($0)" } ?? "")
    }

    /// Which navigation entry a page belongs to: genre and people pages are part of the movies, author pages of the books.
    private static func section(of route: Route) -> String? {
        switch route {
        case .home: return "home"
        case .movieList, .movie, .moviePoster, .termIndex(.genres, _), .term(.genres, _, _), .termIndex(.people, _), .term(.people, _, _):
            return "movies"
        case .bookList, .book, .bookCover, .termIndex(.authors, _), .term(.authors, _, _),
            .termIndex(.categories, _), .term(.categories, _, _):
            return "books"
        case .comicArchive, .comic, .comicImage, .latestComic: return "comics"
        case .feed(let scope): return scope == .site ? nil : scope.rawValue
        case .termIndex(.years, _), .term(.years, _, _): return "years"
        case .termIndex(.tags, _), .term(.tags, _, _): return "tags"
        case .page(let slug): return "page:" + slug
        case .stats, .reviewIndex, .review, .random, .randomList: return "stats"
        case .notFound, .asset, .folder, .search, .searchIndexFile, .sitemap, .sitemapPart, .robots: return nil
        }
    }
}
