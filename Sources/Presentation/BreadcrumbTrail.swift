/// Where a page sits in the site, as a `BreadcrumbList` tells search engines: Home › Movies › Nosferatu,
/// Home › Genres › Horror › Horror, page 2. Every entry links the first page of its list; the last is the
/// page itself.
///
/// Made from the route alone, with the section names the navigation uses: everything in it is part of
/// every page's digest already (the page's title comes from what the page shows).
struct BreadcrumbTrail {
    let router: Router
    let strings: UIStrings

    /// The trail to the page at `route`, titled `title`: the home page alone is `[Home]`.
    func trail(to route: Route, title: String) -> [LinkItem] {
        let home = LinkItem(title: strings[.sectionHome], url: router.url(.home))
        guard route != .home else { return [home] }
        let ancestors = ancestors(of: route).map { LinkItem(title: $0.title, url: router.url($0.route)) }
        return [home] + ancestors + [LinkItem(title: title, url: router.url(route), isCurrent: true)]
    }

    /// The pages between Home and the page at `route`.
    private func ancestors(of route: Route) -> [(title: String, route: Route)] {
        switch route {
        case .movie, .moviePoster: return [(strings[.sectionMovies], .movieList(page: 1))]
        case .movieList(let page) where page > 1: return [(strings[.sectionMovies], .movieList(page: 1))]
        case .book, .bookCover: return [(strings[.sectionBooks], .bookList(page: 1))]
        case .bookList(let page) where page > 1: return [(strings[.sectionBooks], .bookList(page: 1))]
        case .comic, .comicImage, .latestComic: return [(strings[.sectionComics], .comicArchive)]
        case .termIndex(let taxonomy, let page) where page > 1: return [(strings[taxonomy.titleKey], .termIndex(taxonomy))]
        case .term(let taxonomy, let name, let page):
            let index = (title: strings[taxonomy.titleKey], route: Route.termIndex(taxonomy))
            return page > 1 ? [index, (name, .term(taxonomy, name: name, page: 1))] : [index]
        case .reviewIndex: return [(strings[.sectionStats], .stats)]
        case .review: return [(strings[.sectionStats], .stats), (strings[.reviewIndexTitle], .reviewIndex)]
        case .home, .movieList, .bookList, .comicArchive, .termIndex, .page, .notFound, .asset, .folder, .search, .searchIndexFile,
            .sitemap, .sitemapPart, .robots, .feed, .stats, .random, .randomList:
            return []
        }
    }
}
