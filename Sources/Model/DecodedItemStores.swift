/// A store per kind of item, for `Catalog.load`; nil where items are decoded from their files every time.
public struct DecodedItemStores: Sendable {
    public var movies: (any DecodedItemStore<Movie>)?
    public var books: (any DecodedItemStore<Book>)?
    public var comics: (any DecodedItemStore<Comic>)?

    public init(
        movies: (any DecodedItemStore<Movie>)? = nil, books: (any DecodedItemStore<Book>)? = nil,
        comics: (any DecodedItemStore<Comic>)? = nil
    ) {
        self.movies = movies
        self.books = books
        self.comics = comics
    }
}
