import Model

/// Every page and file of the site that has an address. The `Router` turns one into a URL and an output path.
public enum Route: Hashable, Sendable {
    case home
    case movieList(page: Int)
    case movie(Movie.ID, title: String)
    /// A local poster copied beside the movie's page; `fileExtension` as found in content.
    case moviePoster(Movie.ID, title: String, fileExtension: String)
    case genreIndex
    case genre(name: String, page: Int)
    case notFound
    /// A file of the theme's `assets/` folder.
    case asset(String)
}
