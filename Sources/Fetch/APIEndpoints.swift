public import Foundation

/// Where each API and image host is reached. Each comes from an environment variable, so that tests replay
/// responses from a loopback server; the defaults are the real services.
public struct APIEndpoints: Sendable, Equatable {
    /// TMDB's API, under which `/3/movie/{id}` lives.
    public var tmdb: URL
    /// TMDB's image server, under which `/w500/{poster path}` lives.
    public var tmdbImages: URL
    /// Google Books' API, under which `/books/v1/volumes/{id}` lives.
    public var googleBooks: URL
    /// Where Google Books covers are served: a cover link on `books.google.com` is fetched from here.
    public var googleBooksCovers: URL
    /// xkcd, under which `/info.0.json` and `/{num}/info.0.json` live.
    public var xkcd: URL
    /// Where xkcd's images are served: an image link on `imgs.xkcd.com` is fetched from here.
    public var xkcdImages: URL

    /// The endpoints `environment` names, the real services for those it does not; an address that is not
    /// an absolute http or https URL is a usage error naming its variable.
    public init(environment: [String: String]) throws(FetchUsageError) {
        func read(_ name: String, _ fallback: String) throws(FetchUsageError) -> URL {
            try Self.base(environment[name].flatMap { $0.isEmpty ? nil : $0 } ?? fallback, variable: name)
        }
        tmdb = try read("SITEGEN_TMDB_API", "https://api.themoviedb.org")
        tmdbImages = try read("SITEGEN_TMDB_IMAGES", "https://image.tmdb.org/t/p")
        googleBooks = try read("SITEGEN_GOOGLE_BOOKS_API", "https://www.googleapis.com")
        googleBooksCovers = try read("SITEGEN_GOOGLE_BOOKS_COVERS", "https://books.google.com")
        xkcd = try read("SITEGEN_XKCD", "https://xkcd.com")
        xkcdImages = try read("SITEGEN_XKCD_IMAGES", "https://imgs.xkcd.com")
    }

    private static func base(_ text: String, variable: String) throws(FetchUsageError) -> URL {
        guard let url = URL(string: text.hasSuffix("/") ? String(text.dropLast()) : text),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil,
            url.query == nil, url.fragment == nil
        else {
            throw FetchUsageError("\(variable): expected an http or https address like https://api.example.org, found \"\(text)\"")
        }
        return url
    }
}
