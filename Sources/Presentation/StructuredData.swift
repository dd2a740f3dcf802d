public import Model

/// The schema.org nodes of a page's JSON-LD, made from entities: `Movie`, `Book`, `ComicStory`, and the
/// `BreadcrumbList` every page has.
///
/// URLs are absolute when the site's `base_url` is; otherwise they are the root-relative URLs the pages
/// link, which JSON-LD resolves against the page's own address (unlike Open Graph, which needs them absolute).
public struct StructuredData: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// The page's JSON-LD document: its main entity, if any, then its breadcrumbs.
    public func document(entity: LinkedData?, breadcrumbs trail: [LinkItem]) -> LinkedData {
        .object([
            .init("@context", .string("https://schema.org")),
            .init("@graph", .array([entity, breadcrumbs(trail)].compactMap { $0 })),
        ])
    }

    /// A `BreadcrumbList` of `trail`, positions from 1.
    public func breadcrumbs(_ trail: [LinkItem]) -> LinkedData {
        let items = trail.enumerated().map { index, link in
            LinkedData.node("ListItem", [("position", .int(index + 1)), ("name", .string(link.title)), ("item", .string(url(link.url)))])
        }
        return .node("BreadcrumbList", [("itemListElement", .array(items))])
    }

    /// A `Movie`: directors and the top-billed `cast` as `Person`s, the runtime as an ISO 8601 duration.
    public func movie(_ movie: Movie, cast: some Sequence<Movie.CastMember>) -> LinkedData {
        let formatter = MovieFormatter(context: context)
        return .node(
            "Movie",
            [
                ("name", .string(movie.title)),
                ("url", .string(url(formatter.url(movie)))),
                ("image", .text(formatter.posterURL(movie).map(url))),
                ("datePublished", .text(movie.releaseDate.flatMap(ISO8601Text.date))),
                ("duration", .text(movie.runtime.flatMap { ISO8601Text.duration(minutes: $0) })),
                ("genre", .array(movie.genres.map { .string($0.name) })),
                ("director", .array(movie.directors.map(person))),
                ("actor", .array(cast.map { person($0.name) })),
            ])
    }

    /// A `Book`: authors as `Person`s, the ISBN-13 (else the ISBN-10).
    public func book(_ book: Book) -> LinkedData {
        let formatter = BookFormatter(context: context)
        return .node(
            "Book",
            [
                ("name", .string(book.title)),
                ("url", .string(url(formatter.url(book)))),
                ("image", .text(formatter.coverURL(book).map(url))),
                ("author", .array(book.authors.map(person))),
                ("isbn", .text(book.isbn13 ?? book.isbn10)),
                ("datePublished", .text(book.publishedDate.flatMap(ISO8601Text.date))),
                ("numberOfPages", book.pageCount.map(LinkedData.int)),
                ("publisher", LinkedData.text(book.publisher).map { LinkedData.node("Organization", [("name", $0)]) }),
            ])
    }

    /// A `ComicStory`.
    public func comic(_ comic: Comic) -> LinkedData {
        let formatter = ComicFormatter(context: context)
        return .node(
            "ComicStory",
            [
                ("name", .string(comic.title)),
                ("url", .string(url(formatter.url(comic.id)))),
                ("image", .text(formatter.imageURL(comic).map(url))),
                ("datePublished", .text(comic.date.flatMap(ISO8601Text.date))),
            ])
    }

    private func person(_ name: String) -> LinkedData {
        .node("Person", [("name", .string(name))])
    }

    /// `url` absolute when the site's base URL is, else as given.
    private func url(_ url: String) -> String {
        context.absoluteURL(url) ?? url
    }
}
