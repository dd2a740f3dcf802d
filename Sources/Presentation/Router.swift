import Model

/// The only place that knows the site's URLs and where each page lands in the output folder.
/// Every URL is root-relative and starts with the base path, so a site served under `/catalog/` works.
public struct Router: Sendable {
    /// `/` or `/catalog/`.
    public let basePath: String

    public init(basePath: String) {
        var path = basePath.hasPrefix("/") ? basePath : "/" + basePath
        if !path.hasSuffix("/") { path += "/" }
        self.basePath = path
    }

    /// The URL of `route`, starting with the base path.
    public func url(_ route: Route) -> String {
        basePath + relativePath(route)
    }

    /// Where `route` is written, relative to the output folder: `movies/550-fight-club/index.html`.
    public func outputPath(_ route: Route) -> String {
        let path = relativePath(route)
        return path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
    }

    /// The movie's folder name: `550-fight-club`, or `550` when the title has no ASCII letter.
    public func movieSlug(_ id: Movie.ID, title: String) -> String {
        Slug.make(title).map { "\(id)-\($0)" } ?? id.description
    }

    public func genreSlug(_ name: String) -> String {
        Slug.key(for: name)
    }

    private func relativePath(_ route: Route) -> String {
        switch route {
        case .home: return ""
        case .movieList(let page): return page <= 1 ? "movies/" : "movies/page/\(page)/"
        case .movie(let id, let title): return "movies/\(movieSlug(id, title: title))/"
        case .moviePoster(let id, let title, let ext): return "movies/\(movieSlug(id, title: title))/poster.\(ext)"
        case .genreIndex: return "genres/"
        case .genre(let name, let page):
            let base = "genres/\(genreSlug(name))/"
            return page <= 1 ? base : base + "page/\(page)/"
        case .notFound: return "404.html"
        case .asset(let name): return "assets/\(name)"
        }
    }
}
