public import Model

/// Every page and file of the site that has an address. The `Router` turns one into a URL and an output path.
public enum Route: Hashable, Sendable {
    case home
    case movieList(page: Int)
    case movie(Movie.ID, title: String)
    /// A local poster copied beside the movie's page; `fileExtension` as found in content.
    case moviePoster(Movie.ID, title: String, fileExtension: String)
    case bookList(page: Int)
    case book(Book.ID, title: String)
    case bookCover(Book.ID, title: String, fileExtension: String)
    /// All comics by year.
    case comicArchive
    case comic(Comic.ID)
    case comicImage(Comic.ID, fileExtension: String)
    /// A stable address that always leads to the newest comic.
    case latestComic
    /// A taxonomy's index of terms; a long one (people at 10k items) is split into pages.
    case termIndex(Taxonomy, page: Int = 1)
    /// A term's page; a person's by their name as credited, which the Router tells apart from others
    /// whose names make the same slug.
    case term(Taxonomy, name: String, page: Int)
    /// A free page, by slug.
    case page(String)
    case notFound
    /// The search page.
    case search
    /// A file of the search index, by its content-hashed name.
    case searchIndexFile(String)
    /// A file of the theme's `assets/` folder.
    case asset(String)
    /// `sitemap.xml`: every page of the site, or, past the limit of one file, the index of its parts.
    case sitemap
    /// `sitemap-1.xml`, `sitemap-2.xml` …: the parts a sitemap index lists, numbered from 1.
    case sitemapPart(Int)
    /// `robots.txt`, which names the sitemap.
    case robots
    /// The Atom feed of the latest additions: `feed.xml` for the whole site, `movies/feed.xml` for one kind.
    case feed(FeedScope)
    /// The statistics of the whole catalog.
    case stats
    /// The index of the years the owner watched, read or bought something in.
    case reviewIndex
    /// One year in review: `/review/2024/`.
    case review(year: Int)
    /// The page that sends a visitor to a random item.
    case random
    /// A part of the random page's list of items, by its content-hashed name.
    case randomList(String)
    /// A page of a kind that has no case of its own, at a folder below the base path: `shelf` or
    /// `shelf/2024` for `/shelf/2024/`. The router makes each segment a slug, so no name leaves the site.
    case folder(String)
}
