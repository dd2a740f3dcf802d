import Model

/// The book catalog's ordering, computed once per build.
public struct BookCatalog: Sendable {
    public let repository: any BookRepository
    /// Newest purchase first, books without a purchase date after; then title.
    public let byPurchase: [Book]

    public init(repository: any BookRepository) {
        self.repository = repository
        byPurchase = CatalogEntry.sortedNewestFirst(repository.books.map(CatalogEntry.book), by: \.addedDate).compactMap {
            if case .book(let book) = $0 { return book }
            return nil
        }
    }
}
