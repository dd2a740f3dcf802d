import Foundation
import Model

/// What every PresentationModel of one build shares: settings, the router, date formatting and the
/// catalog's orderings. Made once per build, never per page.
public struct PresentationContext: Sendable {
    public let config: SiteConfig
    public let router: Router
    public let dates: DateText
    public let movies: MovieCatalog
    /// TMDB's image host; remote posters and backdrops are built from it.
    public let imageBaseURL = "https://image.tmdb.org/t/p/"

    public init(config: SiteConfig, movies: any MovieRepository) {
        self.config = config
        self.router = Router(basePath: config.basePath)
        self.dates = DateText(language: config.language, dayPattern: config.dateFormat)
        self.movies = MovieCatalog(repository: movies)
    }

    /// The layout's data for a page at `route`, titled `title` (nil for the home page).
    public func chrome(title: String?, route: Route) -> PageChrome {
        let current = router.url(route)
        let navigation = [
            LinkItem(title: "Home", url: router.url(.home)),
            LinkItem(title: "Movies", url: router.url(.movieList(page: 1))),
            LinkItem(title: "Genres", url: router.url(.genreIndex)),
        ].map { link in
            var link = link
            // A section's link is current on all of its pages, not just its first.
            link.isCurrent = link.url == router.url(.home) ? current == link.url : current.hasPrefix(link.url)
            return link
        }
        var canonical: String?
        if let components = URLComponents(string: config.baseURL), let scheme = components.scheme, let host = components.host {
            canonical = "\(scheme)://\(host)" + (components.port.map { ":\($0)" } ?? "") + current
        }
        return PageChrome(
            siteTitle: config.title,
            language: config.language,
            documentTitle: title.map { "\($0) · \(config.title)" } ?? config.title,
            homeURL: router.url(.home),
            stylesheetURL: router.url(.asset("style.css")),
            faviconURL: router.url(.asset("favicon.svg")),
            canonicalURL: canonical,
            navigation: navigation
        )
    }

    /// "1 movie", "12 movies".
    public func count(_ n: Int, _ singular: String, _ plural: String) -> String {
        "\(n) \(n == 1 ? singular : plural)"
    }
}
