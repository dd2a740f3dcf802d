import Model

/// The book catalog's ordering, computed once per build.
public struct BookCatalog: Sendable {
    public let repository: any BookRepository
    /// Newest purchase first, books without a purchase date after; then title.
    public let byPurchase: [Book]

    public init(repository: any BookRepository) {
        self.repository = repository
        let order = CatalogEntry.newestFirst(by: \.addedDate)
        byPurchase = repository.books.sorted { order(.book($0), .book($1)) }
    }
}
