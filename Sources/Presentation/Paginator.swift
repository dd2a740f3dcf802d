/// Splits a list into pages of the configured size and links them.
public struct Paginator: Sendable {
    public let pageSize: Int

    public init(pageSize: Int) {
        self.pageSize = max(1, pageSize)
    }

    /// At least 1, so an empty list still has its (empty) first page.
    public func pageCount(itemCount: Int) -> Int {
        max(1, (itemCount + pageSize - 1) / pageSize)
    }

    public func slice<T>(_ items: [T], page: Int) -> ArraySlice<T> {
        let start = min(items.count, (max(1, page) - 1) * pageSize)
        return items[start..<min(items.count, start + pageSize)]
    }

    /// Nil when everything fits on one page.
    public func pagination(page: Int, itemCount: Int, url: (Int) -> String) -> PaginationItem? {
        let count = pageCount(itemCount: itemCount)
        guard count > 1 else { return nil }
        return PaginationItem(
            previousURL: page > 1 ? url(page - 1) : nil,
            nextURL: page < count ? url(page + 1) : nil,
            pages: (1...count).map { LinkItem(title: String($0), url: url($0), isCurrent: $0 == page) },
            summary: "Page \(page) of \(count)"
        )
    }
}
