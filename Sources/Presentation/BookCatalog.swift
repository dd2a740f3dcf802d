public import Model

/// The book catalog's ordering, computed once per build.
public struct BookCatalog: Sendable {
    public let repository: any BookRepository
    /// Newest purchase first, books without a purchase date after; then title.
    public let byPurchase: [Book]

    public init(repository: any BookRepository) {
        self.repository = repository
        let books = repository.books
        byPurchase = NewestFirstOrder(books.map(CatalogEntry.book), by: \.addedDate).sortedIndices().map { books[$0] }
    }

    /// For a context that took the order from the build before: `byPurchase` as positions in the repository's books.
    init(repository: any BookRepository, byPurchase positions: [UInt32]) {
        self.repository = repository
        let books = repository.books
        byPurchase = positions.map { books[Int($0)] }
    }
}
