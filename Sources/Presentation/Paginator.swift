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

    /// The items on page `page` (from 1; a page before the first is the first).
    public func slice<Items: RandomAccessCollection>(_ items: Items, page: Int) -> Items.SubSequence where Items.Index == Int {
        let start = min(items.count, (max(1, page) - 1) * pageSize)
        return items[(items.startIndex + start)..<(items.startIndex + min(items.count, start + pageSize))]
    }

    /// Pages on each side of the current one that a long list links directly.
    public static let window = 2

    /// Nil when everything fits on one page.
    /// - Parameter strings: for the summary, "Page 2 of 3".
    public func pagination(page: Int, itemCount: Int, strings: UIStrings = .english, url: (Int) -> String) -> PaginationItem? {
        let count = pageCount(itemCount: itemCount)
        guard count > 1 else { return nil }
        return PaginationItem(
            previousURL: page > 1 ? url(page - 1) : nil,
            nextURL: page < count ? url(page + 1) : nil,
            pages: Self.shownPages(current: page, count: count).map { number in
                number.map { LinkItem(title: String($0), url: url($0), isCurrent: $0 == page) }
            },
            summary: strings.format(.paginationSummary, ["page": String(page), "pages": String(count)])
        )
    }

    /// The page numbers a paginator links, nil for a gap: all of them when few, else 1, the window around
    /// `current`, and `count`. A list of two thousand pages must not put two thousand links on every page.
    static func shownPages(current: Int, count: Int) -> [Int?] {
        if count <= 2 * window + 5 { return (1...count).map { $0 } }
        let around = ((current - window)...(current + window)).filter { (1...count).contains($0) }
        var shown: [Int?] = []
        for number in Set([1, count] + around).sorted() {
            if let last = shown.last ?? nil {
                // A gap of one page is shown as that page: "…" must save at least two links.
                if number - last == 2 { shown.append(last + 1) } else if number - last > 2 { shown.append(nil) }
            }
            shown.append(number)
        }
        return shown
    }
}
